import { NavLink } from "@/components/shell/nav-link";
import { navIcons } from "@/components/shell/nav-icons";
import { cn } from "@/lib/utils";
import { screenTitles, sidebarRoutes } from "@/lib/shell/routes";

const linkClass = cn(
  "group flex items-center gap-3 rounded-md px-3 py-2 text-sm text-muted-foreground transition-colors hover:bg-accent hover:text-accent-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none",
);
// Merged here, on the server: the client link only picks one of the two.
const activeLinkClass = cn(linkClass, "bg-primary/15 font-medium text-foreground");

/** Rendered on the server: only the active-state links are client code. */
export function SidebarNav() {
  return (
    <nav aria-label="Main" className="flex-1 overflow-y-auto px-3 py-2">
      <ul className="flex flex-col gap-0.5">
        {sidebarRoutes.map((href) => {
          const Icon = navIcons[href];
          return (
            <li key={href}>
              <NavLink
                href={href}
                className={linkClass}
                activeClassName={activeLinkClass}
              >
                {Icon ? <Icon className="size-4 group-data-[active]:text-primary" aria-hidden /> : null}
                {screenTitles[href]}
              </NavLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
