import { NavLink } from "@/components/shell/nav-link";
import { navIcons } from "@/components/shell/nav-icons";
import { cn } from "@/lib/utils";
import { guardedRoutes, screenTitles } from "@/lib/shell/routes";

const linkClass = cn(
  "flex items-center gap-2 rounded-md px-3 py-2 text-sm whitespace-nowrap text-muted-foreground hover:bg-accent hover:text-accent-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none",
);
// Merged here, on the server: the client link only picks one of the two.
const activeLinkClass = cn(linkClass, "bg-secondary font-medium text-foreground");

/** The side navigation shared by the guarded account pages. */
export function AccountNav() {
  return (
    <nav aria-label="Account" className="lg:w-52 lg:shrink-0">
      <ul className="flex gap-1 overflow-x-auto lg:flex-col">
        {guardedRoutes.map((href) => {
          const Icon = navIcons[href];
          return (
            <li key={href}>
              <NavLink
                href={href}
                className={linkClass}
                activeClassName={activeLinkClass}
              >
                {Icon ? <Icon className="size-4" aria-hidden /> : null}
                {screenTitles[href]}
              </NavLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
