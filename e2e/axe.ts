import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * axe-core's serious and critical violations on the page (or inside `include`), each as
 * "rule (impact) at target: summary". Transitions under way finish first: checked mid-fade (the
 * shared viewer's controls fading in under the pointer), a control's colours are a blend that
 * fails contrast which no one ever sees at rest. Endless animations (a spinner) are not waited for.
 */
export async function axeSerious(page: Page, include?: string): Promise<string[]> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => Number.isFinite(Number(a.effect?.getComputedTiming().endTime)))
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  let builder = new AxeBuilder({ page })
    // Off by default in axe (experimental): a control's name must contain its visible words.
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } });
  if (include) builder = builder.include(include);
  // A page of one frame: axe.run in the page finds what runPartial in each frame and finishRun in
  // a new blank page find (the same verdicts, checked), without opening that page and loading axe
  // into it again for every check, about half of each check's time. A page with frames (an HTML
  // slide's sandboxed iframe) keeps the per-frame run, the only one that reaches into them.
  if (page.frames().length === 1) builder = builder.setLegacyMode(true);
  const { violations } = await builder.analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) =>
      v.nodes.map((n) => `${v.id} (${v.impact}) at ${n.target.join(' ')}: ${n.failureSummary}`),
    );
}
