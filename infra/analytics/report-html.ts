// The report's HTML is drawn where the weekly-report Lambda can run it too (functions/analytics).
export { reportHtml } from '../../functions/analytics/report-html';
