import tokensCss from '../tokens/tokens.css?raw';
import { parseBreakpoints } from './parseBreakpoints';
import { parseDesignTokens } from './parseDesignTokens';

/** Every custom property of `src/tokens/tokens.css`, read from the file when it is imported. */
export const designTokens = parseDesignTokens(tokensCss);

/** The breakpoints listed in `src/tokens/tokens.css`, smallest first. */
export const breakpoints = parseBreakpoints(tokensCss);
