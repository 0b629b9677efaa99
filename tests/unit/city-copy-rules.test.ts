/**
 * The rules the city and state copy is held to beyond its length: no phrase a practice could not
 * publish (templates/content/compliance-phrases.ts), and no sentence opener shared by more than
 * MAX_PARAGRAPHS_PER_OPENER paragraphs (templates/content/city-paragraphs.ts). The build's placing of
 * each phrase at file:line:column is tested with the broken data set compliance-phrases.
 */
import { describe, expect, it } from 'vitest';
import { MAX_PARAGRAPHS_PER_OPENER, paragraphProblems } from '../../templates/content/city-paragraphs';
import { compliancePhrasesIn } from '../../templates/content/compliance-phrases';
import {
  fourWordPhrases,
  mostCommon,
  paragraphsHolding,
  sentenceOpeners,
} from '../../templates/content/sentence-shapes';

const found = (text: string) => compliancePhrasesIn(text).map((f) => `${f.rule.name}: ${f.text}`);

describe('the compliance phrase rule', () => {
  it('names off-label prevention, Botox as a word, guarantees, referral rewards and a people given a preference', () => {
    expect(found('Austin books preventive injectables, and younger patients ask for preventive Botox.')).toEqual([
      'prevention: preventive injectables',
      'prevention: preventive Botox',
    ]);
    expect(found("A parent's Botox appointment fits a school day.")).toEqual(['trademark: Botox']);
    expect(found('Patients want credentials, aftercare close to home, guarantees on dental work.')).toEqual([
      'guarantee: guarantees',
    ]);
    expect(found('Membership options and referral rewards spread through friends; Referral programs work.')).toEqual([
      'referral-reward: referral rewards',
      'referral-reward: Referral programs',
    ]);
    expect(
      found(
        'Many grew up with Asian skin-care traditions and expect gentle settings. Black patients look for proof of safe laser work.',
      ),
    ).toEqual(['group-preference: grew up with Asian', 'group-preference: Black patients look for']);
  });

  it('finds a phrase the YAML folded across lines, as one phrase', () => {
    expect(found('clear aligners and preventive\n      neurotoxin lead')).toEqual([
      'prevention: preventive\n      neurotoxin',
    ]);
  });

  it('leaves alone what only sounds alike: dental prevention, a referral hub, a city’s communities, reviews', () => {
    expect(
      found(
        'Families book preventive dental care. UK HealthCare makes the city a referral hub. Korean American and ' +
          'Latino families live here. Ask happy patients for reviews, and build referrals from physicians.',
      ),
    ).toEqual([]);
  });
});

describe('the sentence-opener limit', () => {
  const paragraph = (i: number, opener: string) => ({
    id: `state/city-${i}`,
    // The second sentence opens differently in each paragraph ('x', 'xx', ...): only the first is shared.
    text: `${opener} careful with money in City${i}. ${'x'.repeat(i + 1)} compare prices in Statia before booking.`,
    names: [`City${i}`, 'Statia'],
  });
  const openerProblems = (paragraphs: ReturnType<typeof paragraph>[]) =>
    paragraphProblems(paragraphs, paragraphs).filter((p) => p.includes('opens a sentence'));

  it(`lets ${MAX_PARAGRAPHS_PER_OPENER} paragraphs share an opener and names the one more: 'patients here are' was in 52`, () => {
    const limit = Array.from({ length: MAX_PARAGRAPHS_PER_OPENER }, (_, i) => paragraph(i, 'Patients here are'));
    expect(openerProblems(limit)).toEqual([]);
    const over = [...limit, paragraph(MAX_PARAGRAPHS_PER_OPENER, 'Patients here are')];
    const problems = openerProblems(over);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(
      /^'patients here are' opens a sentence in 21 paragraphs \(at most 20\); reword it in: /,
    );
    expect(problems[0]).toContain('state/city-20');
  });

  it("counts openers with the city's and state's names taken out: 'Austin sits on' is 'Tulsa sits on'", () => {
    expect(
      sentenceOpeners({ id: 'a', text: 'Austin sits on the river. Texas is big.', names: ['Austin', 'Texas'] }),
    ).toEqual(['name sits on', 'name is big']);
    const holders = paragraphsHolding(
      [
        { id: 'texas/austin', text: 'Austin sits on the Colorado.', names: ['Austin', 'Texas'] },
        { id: 'oklahoma/tulsa', text: 'Tulsa sits on the Arkansas.', names: ['Tulsa', 'Oklahoma'] },
      ],
      sentenceOpeners,
    );
    expect(holders.get('name sits on')).toEqual(['texas/austin', 'oklahoma/tulsa']);
  });

  it('counts a four-word phrase once per paragraph, however often it repeats', () => {
    const holders = paragraphsHolding(
      [
        { id: 'a', text: 'Laser hair removal and more. Laser hair removal and less.' },
        { id: 'b', text: 'Offer laser hair removal and facials.' },
      ],
      fourWordPhrases,
    );
    expect(mostCommon(holders, 1)).toEqual([{ phrase: 'laser hair removal and', paragraphs: 2 }]);
  });
});
