/// <reference types="vite/client" />
import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import { configure } from 'storybook/test';
import { describe, expect, it } from 'vitest';
import preview from '../.storybook/preview';
import { accessibilityViolations } from './internal/accessibilityViolations';

setProjectAnnotations(preview);
// The play functions wait (waitFor, findBy…) for the menu's 300 ms delay and the demos' loads;
// on a machine shared by several test runs a second is not always enough.
configure({ asyncUtilTimeout: 5000 });

type StoryModule = Parameters<typeof composeStories>[0];
/** The part of a composed story this file uses. */
interface ComposedStory {
  play?: unknown;
  run: () => Promise<void>;
}

/** Every stories file of the kit, found on disk, so a new play function is run without a list to keep. */
const storyModules = import.meta.glob<StoryModule>('./**/*.stories.tsx', { eager: true });

/** Every story with a play function, as `[title › name, story]`. */
const playStories = Object.values(storyModules).flatMap((module) => {
  const title = module.default.title ?? '';
  return Object.entries(composeStories(module) as Record<string, ComposedStory>)
    .filter(([, story]) => story.play !== undefined)
    .map(([name, story]) => [`${title} › ${name}`, story] as const);
});

/**
 * The stateful components whose shopper-facing behaviour must stay covered by play functions
 * (issue 10): removing every interaction story of one of them fails the suite.
 */
const requiredTitles = [
  'Navigation/MegaMenu',
  'Finders/PartFinder',
  'Finders/LicensePlateFinder',
  'Forms/Dropdown',
  'Listing/FilterGroup',
  'Forms/QuantitySelector',
  'Navigation/Pagination',
  'Media/Gallery',
  'Patterns/Cart sidebar',
];

describe('interaction stories', () => {
  it('cover every stateful component', () => {
    const titles = new Set(playStories.map(([name]) => name.split(' › ')[0]));
    expect(requiredTitles.filter((title) => !titles.has(title))).toEqual([]);
  });

  it.each(playStories)(
    '%s plays through and the state it leaves has no accessibility violations',
    async (_name, Story) => {
      // Renders the story into a fresh canvas in the document and runs its play function; the
      // previous story's canvas is unmounted first.
      await Story.run();

      expect(await accessibilityViolations()).toEqual([]);
    },
    // A play function drives several steps and axe checks the result: allow for a busy machine.
    30_000,
  );
});
