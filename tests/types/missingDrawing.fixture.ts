// Expected to FAIL to compile (common/slides/types/registry.test.ts runs tsc on it): a map keyed by
// SlideType that leaves out one type is refused, naming the missing type.
import type { SlideType } from '../../common/slides/types';

export const drawings: Record<SlideType, () => void> = {
  title: () => {},
  strategic_title: () => {},
  thank_you: () => {},
  content: () => {},
  metrics: () => {},
  statement: () => {},
  comparison: () => {},
  html: () => {},
  chart: () => {},
  table: () => {},
  image: () => {},
  timeline: () => {},
};
