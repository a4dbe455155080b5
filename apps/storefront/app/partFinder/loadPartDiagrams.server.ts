import {
  partDiagramPath,
  partFinderPath,
  type PartAssembly,
  type PartDiagram,
  type PartFinderBrand,
  type PartFinderFinder,
  type PartFinderModel,
  type Sdk,
} from '@agri-parts/sdk';
import { data } from 'react-router';

import { translate } from '../i18n/translate';
import type { PageSeo } from '../seo/PageSeo';
import { partFinderCrumbs, partFinderSeo, type PartFinderCrumb } from './partFinderCrumbs.server';

/** The machine a diagrams page is about, and the addresses of its parts and diagrams pages. */
export interface DiagramMachine {
  finder: PartFinderFinder;
  brand: PartFinderBrand;
  model: PartFinderModel;
  partsHref: string;
  diagramsHref: string;
}

/** `/parts/:finder/:brand/:model/diagram`: the model's assemblies. */
export interface PartDiagramsPageData {
  machine: DiagramMachine;
  heading: string;
  breadcrumbs: PartFinderCrumb[];
  assemblies: (PartAssembly & { href: string })[];
  meta: PageSeo;
}

/** `/parts/:finder/:brand/:model/diagram/:assembly`: one assembly's picture and parts. */
export interface PartDiagramPageData {
  machine: DiagramMachine;
  heading: string;
  breadcrumbs: PartFinderCrumb[];
  diagram: PartDiagram;
  /** Every assembly of the model, for the way to the others. */
  assemblies: (PartAssembly & { href: string; current: boolean })[];
  meta: PageSeo;
}

type MachineParams = { finder: string; brand: string; model: string };

/** The machine of the address, or a 404 for slugs the part finder does not know. */
async function machineOf(sdk: Sdk, params: MachineParams): Promise<DiagramMachine> {
  const resolved = await sdk.partFinder.resolveSlugs(params);
  if (!resolved?.brand || !resolved.model) throw data(null, { status: 404 });
  const { finder, brand, model } = resolved;
  const slugs = { finder: finder.slug, brand: brand.slug, model: model.slug };
  return {
    finder,
    brand,
    model,
    partsHref: partFinderPath(slugs),
    diagramsHref: partDiagramPath(slugs)!,
  };
}

/** The part finder's crumbs down to the model (a link to its parts), then `more`. */
function diagramCrumbs(machine: DiagramMachine, more: PartFinderCrumb[]): PartFinderCrumb[] {
  const crumbs = partFinderCrumbs(machine.finder, machine.brand, machine.model);
  crumbs.at(-1)!.link = machine.partsHref;
  return [...crumbs, ...more];
}

const withHref = (machine: DiagramMachine, assembly: PartAssembly) => ({
  ...assembly,
  href: `${machine.diagramsHref}/${encodeURIComponent(assembly.uid)}`,
});

/**
 * `/parts/:finder/:brand/:model/diagram` (`part-finder-diagrams`): the model's exploded
 * diagrams, one card an assembly; 404 for an unknown machine.
 */
export async function loadPartDiagrams(
  sdk: Sdk,
  url: URL,
  params: MachineParams,
  shopUrl: string,
): Promise<PartDiagramsPageData> {
  const machine = await machineOf(sdk, params);
  const assemblies = (await sdk.partDiagrams.list(machine.model.id)) ?? [];
  const names = { brand: machine.brand.name, model: machine.model.name };
  const heading = translate('diagram.listTitle', names);
  const breadcrumbs = diagramCrumbs(machine, [{ text: translate('diagram.crumb'), link: null }]);
  return {
    machine,
    heading,
    breadcrumbs,
    assemblies: assemblies.map((assembly) => withHref(machine, assembly)),
    meta: partFinderSeo(
      heading,
      translate('diagram.listDescription', names),
      url,
      shopUrl,
      breadcrumbs,
    ),
  };
}

/**
 * `/parts/:finder/:brand/:model/diagram/:assembly` (`part-finder-diagram`): one assembly's
 * picture and parts, with the model's other assemblies; 404 for an unknown machine or assembly.
 */
export async function loadPartDiagram(
  sdk: Sdk,
  url: URL,
  params: MachineParams & { assembly: string },
  shopUrl: string,
): Promise<PartDiagramPageData> {
  const machine = await machineOf(sdk, params);
  const [diagram, assemblies] = await Promise.all([
    sdk.partDiagrams.get(machine.model.id, params.assembly),
    sdk.partDiagrams.list(machine.model.id),
  ]);
  if (!diagram) throw data(null, { status: 404 });
  const names = { assembly: diagram.name, brand: machine.brand.name, model: machine.model.name };
  const heading = translate('diagram.title', names);
  const breadcrumbs = diagramCrumbs(machine, [
    { text: translate('diagram.crumb'), link: machine.diagramsHref },
    { text: diagram.name, link: null },
  ]);
  return {
    machine,
    heading,
    breadcrumbs,
    diagram,
    assemblies: (assemblies ?? []).map((assembly) => ({
      ...withHref(machine, assembly),
      current: assembly.uid === diagram.uid,
    })),
    meta: partFinderSeo(
      heading,
      translate('diagram.description', names),
      url,
      shopUrl,
      breadcrumbs,
    ),
  };
}
