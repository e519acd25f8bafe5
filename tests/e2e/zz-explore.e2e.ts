import { test, expect } from '@playwright/test';
test('explore', async ({ page }) => {
  await page.goto('/auth');
  await expect(page.getByText('B2B Marketplace for Shared MOQ Purchasing')).toBeVisible();
});
