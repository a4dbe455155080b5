import { checkPackage, createPackageFromTarballData } from '@arethetypeswrong/core';
import { problemKindInfo } from '@arethetypeswrong/core/problems';
import type { Problem } from '@arethetypeswrong/core/types';
import { publint } from 'publint';
import { formatMessage } from 'publint/utils';

/**
 * Stylesheets and the UI kit's icon sprite are published entry points with no types by design:
 * are-the-types-wrong would report each as "no resolution" for TypeScript.
 */
const entrypointsWithoutTypes = [/\.css$/, /\.svg$/];

/**
 * Everything publint (strict, suggestions included) and are-the-types-wrong (every resolution
 * mode: node10, node16 CommonJS and ESM, bundler) find wrong with a packed package, one
 * readable line each; empty when it is fine to publish.
 */
export async function lintPackage(tarball: Uint8Array): Promise<string[]> {
  const problems: string[] = [];

  // publint reads a copy: it may detach the buffer it is given.
  const lint = await publint({
    pack: { tarball: tarball.slice().buffer },
    level: 'suggestion',
    strict: true,
  });
  for (const message of lint.messages) {
    problems.push(
      `publint ${message.type}: ${formatMessage(message, lint.pkg, { color: false }) ?? message.code}`,
    );
  }

  const analysis = await checkPackage(createPackageFromTarballData(tarball), {
    excludeEntrypoints: entrypointsWithoutTypes,
  });
  if (!analysis.types) {
    problems.push('are-the-types-wrong: the package ships no types');
  } else {
    for (const problem of analysis.problems) problems.push(describeTypesProblem(problem));
  }
  return problems;
}

/** One are-the-types-wrong problem as `are-the-types-wrong <title> (<where>)`. */
function describeTypesProblem(problem: Problem): string {
  const where = [
    'entrypoint' in problem ? `entry point ${problem.entrypoint}` : undefined,
    'resolutionKind' in problem ? `resolution ${problem.resolutionKind}` : undefined,
    'fileName' in problem ? `file ${problem.fileName}` : undefined,
    'typesFileName' in problem ? `types ${problem.typesFileName}` : undefined,
    'implementationFileName' in problem ? `code ${problem.implementationFileName}` : undefined,
  ].filter(Boolean);
  const info = problemKindInfo[problem.kind];
  return `are-the-types-wrong ${problem.kind}: ${info.title} (${where.join(', ')}) — ${info.docsUrl}`;
}
