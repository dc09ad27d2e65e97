/**
 * Lets other work run between steps of a long computation (noise reduction, time-stretching); a message, not a
 * timer, so a page in a background tab is not slowed to one turn a second.
 */
export function nextTurn(): Promise<void> {
  if (typeof MessageChannel === "undefined") return new Promise((resolve) => setTimeout(resolve, 0));
  return new Promise((resolve) => {
    const { port1, port2 } = new MessageChannel();
    port1.onmessage = () => {
      port1.close();
      resolve();
    };
    port2.postMessage(null);
  });
}
