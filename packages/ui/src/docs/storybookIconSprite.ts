/**
 * The icon sprite as Storybook serves it: a file of its own in the static build (never inlined
 * as a `data:` address, which browsers refuse in `<use>`), found by the stories' decorator and
 * the Icons page.
 */
export { default as storybookIconSprite } from '../Icon/icons.svg?url&no-inline';
