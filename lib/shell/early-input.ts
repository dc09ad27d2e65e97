/**
 * Input that comes before hydration. Pages paint from the server's HTML, and on a slow phone React takes over a
 * second or two later. Until then a tapped button does nothing, a submitted form reloads the page and loses what
 * was typed, and text typed into a field is overwritten by React's state at its next render.
 *
 * This inline script (the root layout writes it at the end of <body>) holds the last click on a button or form
 * submit, and notes the fields typed into or chosen in (a drop-down's choice is replayed as a change event, which is
 * what React reads for a select). The root layout's client part calls `msxHydrated` once the page is
 * hydrated (components/shell/providers.tsx). It reads every typed field's text, and in a task of its own (outside
 * React's effects, so that React renders after each event as it does for typing) hands each to React as an input
 * event: the value is set back to React's own and then, past React's tracker, to the typed text, so React sees a
 * change. A task later, once React has rendered that, it replays the held click or submit. Links are left alone:
 * they work without React, and so do the buttons of a `method="dialog"` form (the welcome dialog). Kept small: it is
 * in every page's HTML.
 */
export const EARLY_INPUT_SCRIPT = `(()=>{const d=document,h=d.documentElement,typed=new Set,on=(t,f)=>d.addEventListener(t,f,!0),off=(t,f)=>d.removeEventListener(t,f,!0);let held=null;const hold=e=>{if(h.dataset.hydrated)return;const t=e.type==="submit"?e.target:e.target.closest?.("button,[role=button]");if(!t||t.disabled||t.closest("form[method=dialog]"))return;e.preventDefault();e.stopImmediatePropagation();held=[t,e.type]},note=e=>{h.dataset.hydrated||typed.add(e.target)};on("click",hold);on("submit",hold);on("input",note);window.msxHydrated=()=>{off("click",hold);off("submit",hold);off("input",note);const[t,k]=held||[],vs=[...typed].map(f=>[f,f.value]);setTimeout(()=>{for(const[f,v]of vs){const p=Object.getOwnPropertyDescriptor(Object.getPrototypeOf(f),"value"),s=f.tagName==="SELECT",o=s?[...f.options].find(x=>x.defaultSelected)||f.options[0]:f,dv=o&&("defaultValue"in o?o.defaultValue:o.value);if(!f.isConnected||!p||dv==null||v===dv)continue;f.value=dv;p.set.call(f,v);f.dispatchEvent(new Event(s?"change":"input",{bubbles:!0}))}t&&setTimeout(()=>{t.isConnected&&(k==="submit"?t.requestSubmit():t.click())})})}})()`;

declare global {
  interface Window {
    /** Set by EARLY_INPUT_SCRIPT: replays the input held before hydration. */
    msxHydrated?: () => void;
  }
}
