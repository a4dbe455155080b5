/** Joins the given class names, skipping empty ones: `joinClassNames('ap-x', cond && 'ap-x--on')`. */
export function joinClassNames(...names: Array<string | false | null | undefined>): string {
  return names.filter(Boolean).join(' ');
}
