import { Button } from "@/components/ui/button";
import { dialogStyles } from "@/components/ui/dialog-styles";
import { Gift as GiftIcon, X as XIcon } from "@/components/ui/icons";
import { siteConfig, WELCOME_BONUS_MSXT } from "@/lib/config";
import { formatUsd } from "@/lib/format";
import { WELCOME_DIALOG_ID, WELCOME_DIALOG_SCRIPT } from "@/lib/shell/welcome";
import { cn } from "@/lib/utils";

const TITLE_ID = "welcome-title";
const DESCRIPTION_ID = "welcome-description";

/**
 * The welcome dialog of a first visit, drawn by the server and open in the first HTML. It has no client code: the
 * inline script after it holds the focus in it and closes it for good (lib/shell/welcome), and its buttons submit a
 * `method="dialog"` form, which closes a native <dialog> by itself.
 */
export function Welcome({ nonce }: { nonce: string | undefined }) {
  return (
    <>
      <div
        id={`${WELCOME_DIALOG_ID}-overlay`}
        className={cn(dialogStyles.overlay, "[&:has(+dialog:not([open]))]:hidden")}
        aria-hidden
      />
      <dialog
        id={WELCOME_DIALOG_ID}
        open
        aria-modal
        tabIndex={-1}
        aria-labelledby={TITLE_ID}
        aria-describedby={DESCRIPTION_ID}
        // The native dialog's own placement (margins, insets) is undone: it looks like every other dialog.
        // Its grid would override the browser's own hiding of a closed dialog: not-open hides it again.
        className={cn(
          dialogStyles.content,
          "right-auto m-0 text-center not-open:hidden sm:max-w-md",
        )}
      >
        <form method="dialog" className="contents">
          <div className={cn(dialogStyles.header, "items-center text-center")}>
            <div className="mb-2 flex size-12 items-center justify-center rounded-full bg-primary/20 text-primary">
              <GiftIcon className="size-6" aria-hidden />
            </div>
            <h2 id={TITLE_ID} className={dialogStyles.title}>
              Welcome to {siteConfig.name}!
            </h2>
            <p id={DESCRIPTION_ID} className={dialogStyles.description}>
              {siteConfig.description}
            </p>
          </div>
          <div className="rounded-lg border border-primary/40 bg-primary/10 p-4">
            <p className="text-sm text-muted-foreground">Welcome bonus</p>
            <p className="text-2xl font-bold">
              {WELCOME_BONUS_MSXT} {siteConfig.tokenSymbol}
            </p>
            <p className="text-sm text-muted-foreground">
              worth {formatUsd(WELCOME_BONUS_MSXT)} (1 {siteConfig.tokenSymbol} = $1.00)
            </p>
          </div>
          <Button size="lg" type="submit">
            Start Creating
          </Button>
          <button type="submit" className={dialogStyles.close} aria-label="Close">
            <XIcon className="size-4" aria-hidden />
          </button>
        </form>
      </dialog>
      <script nonce={nonce} dangerouslySetInnerHTML={{ __html: WELCOME_DIALOG_SCRIPT }} />
    </>
  );
}
