/**
 * Phrases a practice could not sign in the city and state copy, each with why and what to write
 * instead: off-label prevention claims for neurotoxins, a trademark used as a generic word, guarantees
 * of care, rewards for patient referrals, and sentences that give a people a preference or a trait.
 * The list is short on purpose: each pattern is one the copy really used, and each is specific enough
 * not to flag a sentence that merely names a place's communities or its referral hospital.
 */

export interface CompliancePhrase {
  /** Permanent name of the rule: what a test or a message calls it. */
  name: string;
  pattern: RegExp;
  /** Why a practice could not publish it, and what to write instead, for the message. */
  instead: string;
}

/** Groups by origin, ethnicity or religion, as the copy named them. */
const GROUPS = [
  'African American',
  'Arab',
  'Asian',
  'Black',
  'Caucasian',
  'Chinese',
  'Cuban',
  'Filipino',
  'Haitian',
  'Hispanic',
  'Hmong',
  'Indian',
  'Japanese',
  'Jewish',
  'Korean',
  'Latina',
  'Latino',
  'Latinx',
  'Mexican',
  'Middle Eastern',
  'Muslim',
  'Orthodox',
  'Persian',
  'Russian',
  'Somali',
  'South Asian',
  'Vietnamese',
  'White',
].join('|');
const PEOPLE = 'patients|residents|clients|women|men|families|customers|mothers|brides|parents|shoppers';
const PREFER =
  'look for|looks for|want|wants|expect|expects|prefer|prefers|demand|demands|ask for|favou?r|seek|value|care about|need|compare|respond to|are drawn to|trust|avoid';
const OFTEN = '(?:often |usually |tend to |typically |mostly |also |generally )?';

export const COMPLIANCE_PHRASES: readonly CompliancePhrase[] = [
  {
    name: 'prevention',
    pattern:
      /\b(?:prevent(?:ive|ative|ion)(?:\s+and\s+\w+)?\s+(?:botox|tox|injectables?|injections?|neurotoxins?|neuromodulators?|wrinkle[- ]relaxers?)|(?:botox|injectables?|neurotoxins?|neuromodulators?)\s+(?:as|for)\s+prevention|prejuvenation)\b/gi,
    instead:
      "prevention is not an approved use of a neurotoxin, so promoting it is off-label promotion; say what younger patients book ('first injectable appointments', 'skin-quality treatments') without claiming prevention",
  },
  {
    name: 'trademark',
    pattern: /\bbotox\b/gi,
    instead:
      "Botox is one maker's trademark, not a word for the treatment; say 'neurotoxin injections', 'wrinkle-relaxing injections' or 'injectables'",
  },
  {
    name: 'guarantee',
    pattern: /\bguarantee(?:s|d|ing)?\b/gi,
    instead:
      'a guarantee of care or results is a promised clinical outcome, which healthcare advertising may not make; say what the practice does (its follow-up, its aftercare) instead',
  },
  {
    name: 'referral-reward',
    pattern:
      /\b(?:referral(?:\s+and\s+loyalty)?\s+(?:rewards?|programs?|discounts?|credits?|bonus(?:es)?|incentives?|gifts?|perks?)|reward(?:s|ed|ing)?\s+(?:\w+\s+)?referrals?|refer-a-friend|paid\s+referrals?)\b/gi,
    instead:
      'many states restrict rewarding patients for referrals, and federal anti-kickback rules forbid it for Medicare and Tricare patients; ask happy patients for reviews, without incentives, or build ties with referring physicians',
  },
  {
    name: 'group-preference',
    pattern: new RegExp(
      `\\b(?:grew up with (?:\\w+ )?(?:${GROUPS})|(?:${GROUPS})(?: American)? (?:${PEOPLE}) ${OFTEN}(?:${PREFER}))\\b`,
      'gi',
    ),
    instead:
      'this gives a people a preference or a trait, which reads as a stereotype on a public page; say what the market needs (shade-matched results, staff who speak the language, experience with every skin type) without assigning it to a group',
  },
];

export interface PhraseFound {
  rule: CompliancePhrase;
  /** Where in the text the phrase starts, and the phrase as written. */
  offset: number;
  text: string;
}

/** Every listed phrase in the text, in order; a phrase one rule found is not reported again by a later rule. */
export function compliancePhrasesIn(text: string): PhraseFound[] {
  const found: PhraseFound[] = [];
  for (const rule of COMPLIANCE_PHRASES) {
    for (const match of text.matchAll(rule.pattern)) {
      const start = match.index;
      const end = start + match[0].length;
      if (found.some((f) => start < f.offset + f.text.length && f.offset < end)) continue;
      found.push({ rule, offset: start, text: match[0] });
    }
  }
  return found.sort((a, b) => a.offset - b.offset);
}
