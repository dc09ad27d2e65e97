/**
 * The final class lists of the few buttons and the avatar that the shell's client components draw on every page, as
 * Button (components/ui/button) and Avatar would compute them. Written out so that every page's first-load JavaScript
 * carries neither the class merger nor the variant table; shell-classes.test.ts checks each one still equals what
 * the primitive computes.
 */
export const shellClasses = {
  /** An icon button: Button variant="ghost" size="icon". */
  ghostIcon: "inline-flex shrink-0 items-center justify-center gap-2 whitespace-nowrap rounded-md text-sm font-medium transition-colors outline-none focus-visible:ring-[3px] focus-visible:ring-ring/60 disabled:pointer-events-none disabled:opacity-50 [&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-4 hover:bg-accent hover:text-accent-foreground size-9",
  /** The sidebar balance card's Wallet button. */
  walletButton: "inline-flex shrink-0 items-center gap-2 whitespace-nowrap font-medium transition-colors outline-none focus-visible:ring-[3px] focus-visible:ring-ring/60 disabled:pointer-events-none disabled:opacity-50 [&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-4 bg-secondary text-secondary-foreground hover:bg-secondary/80 h-8 rounded-md px-3 text-xs mt-2 w-full justify-start",
  /** The sidebar's plan line (opens Choose Your Plan). */
  planButton: "shrink-0 items-center justify-center gap-2 whitespace-nowrap rounded-md transition-colors outline-none focus-visible:ring-[3px] focus-visible:ring-ring/60 disabled:pointer-events-none disabled:opacity-50 [&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-4 block h-4 max-w-full truncate p-0 text-xs leading-4 font-normal text-muted-foreground underline-offset-2 hover:bg-transparent hover:text-foreground hover:underline",
  /** Button with its defaults. */
  primary: "inline-flex shrink-0 items-center justify-center gap-2 whitespace-nowrap rounded-md text-sm font-medium transition-colors outline-none focus-visible:ring-[3px] focus-visible:ring-ring/60 disabled:pointer-events-none disabled:opacity-50 [&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-4 bg-primary text-primary-foreground hover:bg-primary/90 h-9 px-4 py-2",
  /** Button variant="outline". */
  outline: "inline-flex shrink-0 items-center justify-center gap-2 whitespace-nowrap rounded-md text-sm font-medium transition-colors outline-none focus-visible:ring-[3px] focus-visible:ring-ring/60 disabled:pointer-events-none disabled:opacity-50 [&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-4 border border-border bg-transparent hover:bg-accent hover:text-accent-foreground h-9 px-4 py-2",
  /** Avatar. */
  avatar: "relative flex size-9 shrink-0 overflow-hidden rounded-full",
  /** AvatarImage. */
  avatarImage: "absolute inset-0 z-10 aspect-square size-full object-cover",
  /** AvatarFallback. */
  avatarFallback: "flex size-full items-center justify-center rounded-full bg-primary/25 text-xs font-semibold text-foreground",
} as const;
