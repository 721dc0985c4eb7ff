/**
 * `npm run enquiries -- <command>`: the firm's lead operations, against the local twin (while
 * `npm start` runs) or the deployed stack (its outputs, the user's AWS credentials).
 *
 *   list [--synthetic]                every enquiry, newest first
 *   show REF                          one enquiry, message included
 *   export --format csv|json [--since YYYY-MM-DD] [--synthetic]
 *   resend REF                        email it again (the next retry pass sends it)
 *   erase --email ADDRESS             delete every enquiry of that address (GDPR erasure)
 *
 * list and export leave out the canary's synthetic enquiries (SYN- references) unless given
 * `--synthetic`. Target: `--local`, or `--stack NAME`; by default the local twin if it answers,
 * else the stack named in cdk.json.
 */
import { CloudFormationClient } from '@aws-sdk/client-cloudformation';
import { DescribeTableCommand, type DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { createDocumentClient, createDynamoDbClient } from '../../functions/enquiries/clients';
import type { EnquiryRecord } from '../../functions/enquiries/enquiry';
import { cdkJsonContext, readConfig } from '../config';
import { EnquiryAdmin, toCsv, toJson } from '../enquiries/enquiry-admin';
import { LOCAL_ENQUIRY_TABLE } from '../local/dynamodb-emulator';
import { readStackOutputs } from '../stack-outputs';

class UsageError extends Error {}

interface Target {
  readonly label: string;
  readonly client: DynamoDBClient;
  readonly table: string;
}

const USAGE = `usage: npm run enquiries -- list [--synthetic] | show REF | export --format csv|json [--since YYYY-MM-DD] [--synthetic] | resend REF | erase --email ADDRESS  [--local | --stack NAME]`;

/** A flag without a value: whether it was given (and it is taken out of `args`). */
function switchOn(args: string[], name: string): boolean {
  const index = args.indexOf(name);
  if (index === -1) return false;
  args.splice(index, 1);
  return true;
}

function flag(args: string[], name: string): string | undefined {
  const index = args.indexOf(name);
  if (index === -1) return undefined;
  const value = args[index + 1];
  if (!value || value.startsWith('--')) throw new UsageError(`${name} needs a value.`);
  args.splice(index, 2);
  return value;
}

function localTarget(): Target {
  const port = process.env.DYNAMODB_PORT || '8006';
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    label: `the local twin (DynamoDB emulator on ${endpoint})`,
    // One try: a twin that is not running should not hold the command up.
    client: createDynamoDbClient(endpoint, { maxAttempts: 1 }),
    table: LOCAL_ENQUIRY_TABLE,
  };
}

async function stackTarget(stackName: string | undefined): Promise<Target> {
  const context = cdkJsonContext();
  const config = readConfig((key) => context[key]);
  const name = stackName ?? config.stackName;
  const outputs = await readStackOutputs(new CloudFormationClient({ region: config.region }), name);
  const table = outputs.get('EnquiryTableName');
  if (!table) throw new Error(`the stack ${name} has no EnquiryTableName output: deploy it first.`);
  return {
    label: `the stack ${name} (${config.region}, table ${table})`,
    client: createDynamoDbClient(undefined, { region: config.region }),
    table,
  };
}

async function reachable(target: Target): Promise<void> {
  await target.client.send(new DescribeTableCommand({ TableName: target.table }));
}

async function chooseTarget(args: string[]): Promise<Target> {
  const stackName = flag(args, '--stack');
  const local = args.includes('--local');
  if (local) args.splice(args.indexOf('--local'), 1);
  if (local) {
    const target = localTarget();
    await reachable(target).catch(() => {
      throw new Error(`${target.label} does not answer: is \`npm start\` running?`);
    });
    return target;
  }
  if (!stackName) {
    const target = localTarget();
    try {
      await reachable(target);
      return target;
    } catch {
      // Not running: the deployed stack, then.
    }
  }
  try {
    const target = await stackTarget(stackName);
    await reachable(target);
    return target;
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(
      stackName
        ? `the stack ${stackName} cannot be reached: ${reason}`
        : `neither the local twin (start it with \`npm start\`) nor the deployed stack answers. The stack said: ${reason} (AWS credentials: AWS_PROFILE or \`aws configure\`).`,
    );
  }
}

function when(iso: string): string {
  return `${iso.slice(0, 16).replace('T', ' ')} UTC`;
}

function line(record: EnquiryRecord): string {
  return [
    record.reference,
    when(record.receivedAt),
    record.locale,
    record.status.padEnd(7),
    record.name,
    `<${record.email}>`,
  ].join('  ');
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const command = args.shift();
  if (!command || command === 'help' || command === '--help') {
    console.log(USAGE);
    return;
  }
  if (!['list', 'show', 'export', 'resend', 'erase'].includes(command)) {
    throw new UsageError(`unknown command "${command}".`);
  }
  const format = command === 'export' ? flag(args, '--format') : undefined;
  const since = command === 'export' ? flag(args, '--since') : undefined;
  const email = command === 'erase' ? flag(args, '--email') : undefined;
  const synthetic = switchOn(args, '--synthetic');
  if (synthetic && command !== 'list' && command !== 'export') {
    throw new UsageError('--synthetic goes with list or export.');
  }
  if (command === 'export' && format !== 'csv' && format !== 'json') {
    throw new UsageError('export needs --format csv or --format json.');
  }
  if (
    since !== undefined &&
    (!/^\d{4}-\d{2}-\d{2}$/.test(since) || Number.isNaN(Date.parse(since)))
  ) {
    throw new UsageError(`--since must be a date such as 2026-11-01, got "${since}".`);
  }
  if (command === 'erase' && !email?.includes('@')) {
    throw new UsageError('erase needs --email ADDRESS.');
  }
  const target = await chooseTarget(args);
  const reference = args.find((arg) => !arg.startsWith('--'));
  if ((command === 'show' || command === 'resend') && !reference) {
    throw new UsageError(`${command} needs the enquiry's reference, e.g. VW-7K3M9Q.`);
  }
  console.error(`Using ${target.label}.`);
  const admin = new EnquiryAdmin(createDocumentClient(target.client), target.table);

  if (command === 'list') {
    const all = await admin.list({ synthetic });
    for (const record of all) console.log(line(record));
    console.error(
      `${all.length} enquir${all.length === 1 ? 'y' : 'ies'}${synthetic ? ', synthetic ones included' : ''}.`,
    );
  } else if (command === 'export') {
    const all = (await admin.list({ synthetic })).filter(
      (record) => !since || record.receivedAt >= since,
    );
    process.stdout.write(format === 'csv' ? toCsv(all) : toJson(all));
    console.error(`${all.length} exported.`);
  } else if (command === 'erase') {
    const erased = await admin.eraseByEmail(email ?? '');
    console.log(`Erased ${erased} enquir${erased === 1 ? 'y' : 'ies'} of ${email}.`);
  } else {
    const record = await admin.byReference(reference ?? '');
    if (!record) throw new Error(`no enquiry has the reference ${reference}.`);
    if (command === 'show') {
      console.log(line(record));
      console.log(
        `attempts: ${record.attempts}${record.lastError ? `, last error: ${record.lastError}` : ''}`,
      );
      console.log(`\n${record.message}`);
    } else {
      await admin.resend(record);
      console.log(
        `${record.reference} is queued: the next retry pass emails it (every 10 s locally, every 5 minutes in AWS).`,
      );
    }
  }
}

main().catch((error: unknown) => {
  const message = error instanceof Error ? error.message : String(error);
  console.error(`npm run enquiries: ${message}`);
  if (error instanceof UsageError) console.error(USAGE);
  process.exit(error instanceof UsageError ? 2 : 1);
});
