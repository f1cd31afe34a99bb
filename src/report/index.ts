export { failuresFirst, glanceOf, legCounts, secondsText } from './glance.js';
export type { Glance, GlanceLeg } from './glance.js';
export { barChart, CHART_BARS, TABLE_SUCCESSES, writeGlanceSummary } from './markdown.js';
export { glanceText } from './text.js';
