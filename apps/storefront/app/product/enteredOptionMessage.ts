import type { EnteredOptionProblem, ProductCustomOption } from '@agri-parts/sdk';

import { translate } from '../i18n/translate';

const numbers = new Intl.NumberFormat('nb-NO', { maximumFractionDigits: 2 });

/**
 * What a number option takes, for its hint and its error: "fra 10 til 500", "minst 10",
 * "høyst 500"; `null` for an option without a range.
 */
export function numberRangeText(range: ProductCustomOption['numberRange']): string | null {
  if (!range || (range.min === null && range.max === null)) return null;
  if (range.min !== null && range.max !== null) {
    return translate('customOption.rangeFromTo', {
      min: numbers.format(range.min),
      max: numbers.format(range.max),
    });
  }
  return range.min !== null
    ? translate('customOption.rangeAtLeast', { min: numbers.format(range.min) })
    : translate('customOption.rangeAtMost', { max: numbers.format(range.max!) });
}

/**
 * Why an entered option cannot be taken, in Norwegian, at its field: left empty, too long, or a
 * number outside its range — whether the SDK's check found it before sending or commerce-api
 * refused it (`custom_option_refused`). Pure.
 */
export function enteredOptionMessage(title: string, problem: EnteredOptionProblem): string {
  switch (problem.reason) {
    case 'required':
      return translate('customOption.errorRequired', { option: title.toLocaleLowerCase('nb-NO') });
    case 'too-long':
      return translate('customOption.errorTooLong', {
        option: title,
        count: problem.maxCharacters,
      });
    case 'out-of-range': {
      const range = numberRangeText({ min: problem.min, max: problem.max });
      return range
        ? translate('customOption.errorOutOfRange', { option: title, range })
        : translate('customOption.errorNotANumber', { option: title });
    }
  }
}

/** Each problem's message by option uid (the first problem of an option wins). */
export function enteredOptionErrors(
  options: readonly ProductCustomOption[],
  problems: readonly EnteredOptionProblem[],
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const problem of problems) {
    if (errors[problem.uid]) continue;
    const title = options.find((option) => option.uid === problem.uid)?.title ?? '';
    errors[problem.uid] = enteredOptionMessage(title, problem);
  }
  return errors;
}
