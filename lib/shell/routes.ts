/** Every screen of the route table with its title. */
export const screenTitles: Record<string, string> = {
  "/": "Home",
  "/editor": "Video Editor",
  "/ai-tools": "AI Tools",
  "/voice-cloning": "Voice Cloning",
  "/3d-effects": "3D Effects",
  "/ai-avatars": "AI Avatars",
  "/subscription": "Subscription Plans",
  "/rewards": "Rewards Center",
  "/templates": "Template Gallery",
  "/veo3": "Veo 3 Generator",
  "/story-maker": "Story Maker",
  "/dashboard": "Dashboard",
  "/effects": "Effects",
  "/merge-media": "Merge Media",
  "/voice-lab": "Voice Lab",
  "/ai-debug": "AI Debug Center",
  "/veo3-v3": "VEO3 V3",
  "/projects": "My Projects",
  "/my-account": "My Account",
  "/token-converter": "Token Converter",
  "/buy-msxt": "Buy MSXT",
  "/login": "Login",
  "/signup": "Sign Up",
  "/account": "Account Settings",
  "/forgot-password": "Forgot Password",
};

export const allRoutes = Object.keys(screenTitles);

/** The sidebar's links, in the product's order. */
export const sidebarRoutes = [
  "/my-account",
  "/login",
  "/signup",
  "/dashboard",
  "/projects",
  "/editor",
  "/effects",
  "/merge-media",
  "/ai-tools",
  "/veo3",
  "/veo3-v3",
  "/story-maker",
  "/voice-cloning",
  "/voice-lab",
  "/3d-effects",
  "/ai-avatars",
  "/templates",
  "/rewards",
  "/subscription",
  "/ai-debug",
  "/token-converter",
] as const;

/** The pages behind the guard, with the side navigation they share. */
export const guardedRoutes = ["/my-account", "/projects", "/token-converter", "/buy-msxt"] as const;

export function isActiveRoute(pathname: string, href: string): boolean {
  if (href === "/") return pathname === "/";
  return pathname === href || pathname.startsWith(`${href}/`);
}
