import { expect, savedUser, test, toastRegion } from "./fixtures";

const ADDRESS = /^0x[0-9a-f]{40}$/;

test.describe("wallet dialog", () => {
  test("connects after 2 s with a random address, survives a reload and disconnects", async ({ page }) => {
    await page.goto("/dashboard");
    const card = page.getByRole("region", { name: "Token balance" });
    await expect(card.getByRole("button", { name: /^Wallet/ })).toContainText("Not connected");
    await card.getByRole("button", { name: /^Wallet/ }).click();

    const dialog = page.getByRole("dialog", { name: "Connect Wallet" });
    await expect(dialog).toBeVisible();
    for (const name of ["MetaMask", "WalletConnect", "Coinbase Wallet", "Phantom"]) {
      await expect(dialog.getByRole("button", { name: new RegExp(name) })).toBeVisible();
    }
    const phantom = dialog.getByRole("button", { name: /Phantom/ });
    await expect(phantom).toBeDisabled();
    await expect(phantom).toContainText("Coming Soon");

    const started = Date.now();
    await dialog.getByRole("button", { name: /MetaMask/ }).click();
    await expect(dialog.getByText("Connecting...")).toBeVisible();
    await expect(dialog.getByRole("button", { name: /WalletConnect/ })).toBeDisabled();
    await expect(toastRegion(page).getByText("Wallet Connected")).toBeVisible({ timeout: 15_000 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(1900);
    await expect(toastRegion(page).getByText("Successfully connected MetaMask")).toBeVisible();

    const status = page.getByRole("dialog", { name: "Wallet Status" });
    await expect(status).toBeVisible();
    const address = (await status.getByTestId("wallet-address").getAttribute("data-address")) ?? "";
    expect(address).toMatch(ADDRESS);
    expect((await savedUser(page))?.walletAddress).toBe(address);
    const short = `${address.slice(0, 6)}...${address.slice(-4)}`;
    await expect(status.getByTestId("wallet-address")).toHaveText(short);
    await expect(status.getByTestId("wallet-address")).toHaveAttribute("title", address);
    await expect(status.getByTestId("wallet-balance")).toHaveText("150.50 MSXT");
    await expect(status.getByText("Secure")).toBeVisible();
    const explorer = status.getByRole("link", { name: "View on block explorer" });
    await expect(explorer).toHaveAttribute("href", `https://etherscan.io/address/${address}`);
    await expect(explorer).toHaveAttribute("target", "_blank");

    await page.keyboard.press("Escape");
    await expect(status).toBeHidden();
    await page.reload();
    await expect(card.getByRole("button", { name: /^Wallet/ })).toContainText(short);
    await card.getByRole("button", { name: /^Wallet/ }).click();
    await expect(status.getByTestId("wallet-address")).toHaveAttribute("data-address", address);

    await status.getByRole("button", { name: "Disconnect" }).click();
    await expect(toastRegion(page).getByText("Wallet Disconnected")).toBeVisible();
    await expect(toastRegion(page).getByText("Your wallet has been disconnected successfully.")).toBeVisible();
    await expect(page.getByRole("dialog", { name: "Connect Wallet" })).toBeVisible();
    expect((await savedUser(page))?.walletAddress).toBeNull();
    await page.reload();
    await expect(card.getByRole("button", { name: /^Wallet/ })).toContainText("Not connected");
  });

  test("each connection gets a different address and the copy button copies it", async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.goto("/dashboard");
    const card = page.getByRole("region", { name: "Token balance" });
    const addresses: string[] = [];
    await card.getByRole("button", { name: /^Wallet/ }).click();
    for (const wallet of ["Coinbase Wallet", "WalletConnect"]) {
      await page.getByRole("dialog", { name: "Connect Wallet" }).getByRole("button", { name: new RegExp(wallet) }).click();
      await expect(toastRegion(page).getByText(`Successfully connected ${wallet}`)).toBeVisible({ timeout: 15_000 });
      const status = page.getByRole("dialog", { name: "Wallet Status" });
      const address = (await status.getByTestId("wallet-address").getAttribute("data-address")) ?? "";
      expect(address).toMatch(ADDRESS);
      addresses.push(address);
      await status.getByRole("button", { name: "Copy address" }).click();
      await expect(toastRegion(page).getByText("Address Copied").filter({ visible: true })).toHaveCount(1);
      await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(address);
      await status.getByRole("button", { name: "Disconnect" }).click();
    }
    expect(addresses[0]).not.toBe(addresses[1]);
  });

  test("opens from the balance card in the phone drawer too", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/veo3-v3");
    await page.getByRole("button", { name: "Open menu" }).click();
    const drawer = page.getByRole("dialog", { name: "Menu" });
    await drawer.getByRole("button", { name: /^Wallet/ }).click();
    const dialog = page.getByRole("dialog", { name: "Connect Wallet" });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: /Coinbase Wallet/ }).click();
    await expect(page.getByRole("dialog", { name: "Wallet Status" })).toBeVisible({ timeout: 15_000 });
    expect(String((await savedUser(page))?.walletAddress)).toMatch(ADDRESS);
  });
});
