/** The one navigation list: the sidebar's main navigation and the guarded account pages' side navigation. */
import { NavLink } from "@/components/shell/nav-link";
import { navIcons } from "@/components/shell/nav-icons";
import { cn } from "@/lib/utils";
import { guardedRoutes, screenTitles, sidebarRoutes } from "@/lib/shell/routes";

const focusRing = "focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none";

/** A list of screens, each an icon and its title. Rendered on the server: only the active-state links are client code. */
function NavList({
  label,
  routes,
  navClassName,
  listClassName,
  linkClassName,
  activeClassName,
  iconClassName,
}: {
  label: string;
  routes: readonly string[];
  navClassName: string;
  listClassName: string;
  linkClassName: string;
  activeClassName: string;
  iconClassName: string;
}) {
  // Merged here, on the server: the client link only picks one of the two.
  const linkClass = cn(linkClassName);
  const activeLinkClass = cn(linkClass, activeClassName);
  return (
    <nav aria-label={label} className={navClassName}>
      <ul className={listClassName}>
        {routes.map((href) => {
          const Icon = navIcons[href];
          return (
            <li key={href}>
              <NavLink href={href} className={linkClass} activeClassName={activeLinkClass}>
                {Icon ? <Icon className={iconClassName} aria-hidden /> : null}
                {screenTitles[href]}
              </NavLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** The sidebar's main navigation. */
export function SidebarNav() {
  return (
    <NavList
      label="Main"
      routes={sidebarRoutes}
      navClassName="flex-1 overflow-y-auto px-3 py-2"
      listClassName="flex flex-col gap-0.5"
      linkClassName={`group flex items-center gap-3 rounded-md px-3 py-2 text-sm text-muted-foreground transition-colors hover:bg-accent hover:text-accent-foreground ${focusRing}`}
      activeClassName="bg-primary/15 font-medium text-foreground"
      iconClassName="size-4 group-data-[active]:text-primary"
    />
  );
}

/** The side navigation shared by the guarded account pages. */
export function AccountNav() {
  return (
    <NavList
      label="Account"
      routes={guardedRoutes}
      navClassName="lg:w-52 lg:shrink-0"
      listClassName="flex gap-1 overflow-x-auto lg:flex-col"
      linkClassName={`flex items-center gap-2 rounded-md px-3 py-2 text-sm whitespace-nowrap text-muted-foreground hover:bg-accent hover:text-accent-foreground ${focusRing}`}
      activeClassName="bg-secondary font-medium text-foreground"
      iconClassName="size-4"
    />
  );
}
