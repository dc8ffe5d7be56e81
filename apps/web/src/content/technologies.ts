import { msg } from '@lingui/core/macro';
import {
  siDocker,
  siDjango,
  siFastapi,
  siFigma,
  siFlutter,
  siGit,
  siGooglecloud,
  siGraphql,
  siKubernetes,
  siMongodb,
  siNestjs,
  siNextdotjs,
  siNodedotjs,
  siPostgresql,
  siPython,
  siPytorch,
  siReact,
  siRedis,
  siTailwindcss,
  siTypescript,
} from 'simple-icons';

/** A technology logo: the icon's 24×24 SVG path and its brand colour. */
export interface Technology {
  title: string;
  path: string;
  hex: string;
}

export const expertiseIntro = {
  title: msg`Our Expertise`,
  lead: msg`The tools our teams use every day, chosen because they are proven, well supported and a joy to work with.`,
} as const;

/** The twenty technologies of Our Expertise; only these icons are bundled. */
export const technologies: readonly Technology[] = [
  siTypescript,
  siReact,
  siNextdotjs,
  siNodedotjs,
  siNestjs,
  siPython,
  siDjango,
  siFastapi,
  siPostgresql,
  siMongodb,
  siRedis,
  siGraphql,
  siDocker,
  siKubernetes,
  siGooglecloud,
  siPytorch,
  siFlutter,
  siTailwindcss,
  siFigma,
  siGit,
].map(({ title, path, hex }) => ({ title, path, hex }));
