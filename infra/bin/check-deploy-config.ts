/**
 * Runs before `npm run deploy`: refuses to deploy while the sender or recipient is still the
 * example.com placeholder that lets `npm run synth` work offline, since every enquiry would
 * then be lost; while the legal notice, in the config or in the built pages that would be
 * uploaded, still shows example data as the firm's or lacks a fact the law requires (address,
 * NIF, registry entry: web/src/config/legal-entity.ts); or while the built site's security.txt is
 * missing or expires within 30 days, since researchers must not find a stale contact (rebuild:
 * its Expires is a year after the build); or while a published article is signed by an author
 * that authors.yaml still marks `example: true` (the placeholders shipped with the code); or, in
 * production, while the built editor names no repository to save to (built without
 * `EDITOR_GITHUB_REPOSITORY` outside GitHub Actions), or while no `alarmEmail` would receive
 * its alarms. It also refuses an `AWS_REGION`, `AWS_DEFAULT_REGION` or `CDK_DEFAULT_REGION` that
 * names another region than cdk.json's `region`, which alone places the stacks, and a built
 * privacy notice that names another region than that one.
 *
 * It reads cdk.json and the environment, never the `-c` options npm hands to `cdk deploy` alone:
 * the stage too comes from `STAGE` (`STAGE=staging npm run deploy`), and it names the stage it
 * checked, so a `-c stage=…` it could not see shows.
 */
import { ArticleContentError, loadArticles } from '../../web/build/insights/load-articles';
import { legalDataProblems } from '../../web/src/config/legal-entity';
import {
  ConfigError,
  cdkJsonContext,
  placeholderProblems,
  readConfig,
  regionVariableProblems,
} from '../config';
import {
  alarmRecipientProblems,
  builtLegalNoticeProblems,
  builtPrivacyNoticeProblems,
  editorBundleProblems,
  exampleAuthorProblems,
  securityTxtProblems,
} from '../deploy-checks';

try {
  const context = cdkJsonContext();
  const config = readConfig((key) => context[key]);
  const problems = [
    ...placeholderProblems(config),
    ...regionVariableProblems(config.region),
    ...alarmRecipientProblems(config),
    ...legalDataProblems(),
    ...builtLegalNoticeProblems(config.siteDir),
    ...builtPrivacyNoticeProblems(config.siteDir, config.region),
    ...securityTxtProblems(config.siteDir),
    ...exampleAuthorProblems(await loadArticles({ drafts: false })),
    ...editorBundleProblems(config),
  ];
  if (problems.length > 0) {
    console.error(
      `\nnpm run deploy refused:\n${problems.map((p) => `  - ${p}`).join('\n')}\nSee "Before the first deploy" in docs/deploying.md.\n`,
    );
    process.exit(1);
  }
  console.log(
    `Pre-deploy check passed for ${config.stage} (${config.stackName}, ${config.region}).`,
  );
} catch (error) {
  // A bad article is the build's error too: listed, one line each, without a stack trace.
  if (!(error instanceof ConfigError || error instanceof ArticleContentError)) throw error;
  console.error(`\nnpm run deploy refused: ${error.message}\n`);
  process.exit(1);
}
