import { chromium } from 'playwright';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
for (const [w, h, name] of [[1280, 800, 'desk'], [390, 844, 'phone']]) {
  const ctx = await browser.newContext({ viewport: { width: w, height: h } });
  await ctx.addInitScript(() => localStorage.setItem('cookie-consent', 'declined'));
  const page = await ctx.newPage();
  await page.goto('http://localhost:3000/configurator');
  await page.getByRole('button', { name: /Standard Box/ }).click();
  const onTop = page.getByRole('button', { name: 'Add a box on top' });
  await onTop.click(); await onTop.click();
  await page.waitForTimeout(300);
  await page.getByRole('button', { name: /Add box to the right of C1/ }).focus();
  await page.waitForTimeout(300);
  await page.screenshot({ path: `/tmp/hint-${name}.png` });
  await page.getByRole('button', { name: /Switch to/ }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: `/tmp/fix-${name}.png` });
  await ctx.close();
}
await browser.close();
