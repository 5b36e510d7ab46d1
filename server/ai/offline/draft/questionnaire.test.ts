import { expect, test } from 'vitest';
import { draftText } from '../../../../tests/briefs/briefFile';
import { plainQuestionnaire } from './questionnaire';

/** A questionnaire's export, as blind14's 04 was sent (Typeform: "N. Question" over "→ answer"). */
const FORM = `Typeform · Responses export
1. What's your name?
→ Ruth Hollin

2. Best email and phone number for us to reach you
→ ruth@hollinreed.example / 07700 900562

3. What is the presentation for? (one or two sentences)
→ We're pitching to Lowther Homes to get onto their approved supplier framework for doorsets.

4. Key numbers you'd like to show
→ Turnover (year to March):
2022 £1.62M
2023 £1.88M
2024 £2.05M
2025 £2.31M

5. Is there anything we should NOT mention?
→ The dispute with Carrick Homes in 2024. Please don't mention it at all.

6. What do you want the audience to do at the end?
→ Put us on the framework for 3 years, starting with the Eden Fields development.

7. Anything else we should know?
→ Correction to question 4 — 2024 turnover was £2.08M, not £2.05M.`;

test("the form's questions are no slide's; its answers are read without their arrows", () => {
  const plain = plainQuestionnaire(FORM);
  expect(plain).not.toMatch(/→|What's your name|Key numbers you'd like/);
  // What each answer is for: the team's details, what not to mention, the ask.
  expect(plain).toMatch(/## Who's who\n→?Ruth Hollin/);
  expect(plain).toMatch(/## Things to avoid\nThe dispute/);
  expect(plain).toMatch(/## The ask\nPut us on the framework/);
  // Fewer than three questions answered so is no questionnaire.
  expect(plainQuestionnaire('1. Intro\n→ hello')).toBe('1. Intro\n→ hello');
});

test('drafted, its series is a chart (corrected), its ask a slide, and its ban kept', () => {
  const d = draftText(FORM, [], 'Hollin & Reed Joinery');
  const shown = JSON.stringify(d.slides.map((s) => [s.title, s.content]));
  expect(d.slides.map((s) => s.title).join(' | ')).not.toMatch(/\?|Key numbers|Anything else|What is the/);
  expect(d.slides.find((s) => s.content.chart)?.content.chart?.series[0]?.values).toEqual([
    1.62, 1.88, 2.08, 2.31,
  ]);
  expect(shown).toMatch(/Put us on the framework for 3 years/);
  expect(JSON.stringify(d.slides)).not.toMatch(/Carrick/);
});
