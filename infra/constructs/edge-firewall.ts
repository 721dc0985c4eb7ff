import { Duration, Stack } from 'aws-cdk-lib';
import { Metric } from 'aws-cdk-lib/aws-cloudwatch';
import { CfnWebACL } from 'aws-cdk-lib/aws-wafv2';
import { Construct } from 'constructs';
import { API_PATH_PREFIX, CONTACT_PATH, CSP_REPORT_PATH } from '../../functions/api-paths';
import {
  API_RATE_LIMIT_WINDOW_SECONDS,
  MAX_WAF_RATE_LIMIT,
  MIN_WAF_RATE_LIMIT,
  TOO_MANY_REQUESTS_BODY,
  TOO_MANY_REQUESTS_STATUS,
} from '../api-rate-limit';
import type { AlarmRule } from './alarms';

/** Requests over the per-IP limit, blocked in 5 minutes, that mean someone keeps hammering. */
export const BLOCKED_API_REQUESTS_ALARM_THRESHOLD = 100;

/**
 * The managed rules that inspect the body, which a genuine enquiry can trip: the form posts up to
 * 16 KB of JSON (BODY_MAX_BYTES, functions/contact-form), past the Common rule set's 8 KB, and a
 * security firm's prospects describe their problem with `<script>`, `../../etc/passwd`,
 * `http://169.254.169.254/` or `${jndi:ldap://…}` in the message. They only count (and label)
 * in their groups; `BodyRulesOutsideApi` then blocks their labels everywhere but the form, whose
 * handler validates and bounds the body itself and emails it as plain text, and the CSP report
 * endpoint, whose reports quote the very markup a policy refused (`<img src=x onerror=…>`) and
 * whose handler bounds them (8 KB) and logs them as escaped JSON.
 * Rule names and labels: https://docs.aws.amazon.com/waf/latest/developerguide/aws-managed-rule-groups-baseline.html
 */
const BODY_RULES = {
  AWSManagedRulesKnownBadInputsRuleSet: {
    labelNamespace: 'awswaf:managed:aws:known-bad-inputs',
    rules: {
      Log4JRCE_BODY: 'Log4JRCE_Body',
      JavaDeserializationRCE_BODY: 'JavaDeserializationRCE_Body',
    },
  },
  AWSManagedRulesCommonRuleSet: {
    labelNamespace: 'awswaf:managed:aws:core-rule-set',
    rules: {
      SizeRestrictions_BODY: 'SizeRestrictions_Body',
      CrossSiteScripting_BODY: 'CrossSiteScripting_Body',
      GenericLFI_BODY: 'GenericLFI_Body',
      GenericRFI_BODY: 'GenericRFI_Body',
      EC2MetaDataSSRF_BODY: 'EC2MetaDataSSRF_Body',
    },
  },
} as const;

type ManagedGroup = keyof typeof BODY_RULES | 'AWSManagedRulesAmazonIpReputationList';

/** The web ACL's rules, each also the Rule dimension of its metrics. */
export type FirewallRule =
  | 'ApiRateLimit'
  | 'AmazonIpReputationList'
  | 'KnownBadInputs'
  | 'CommonRuleSet'
  | 'BodyRulesOutsideApi';

const RATE_LIMITED_BODY_KEY = 'too-many-requests';

export interface EdgeFirewallProps {
  /** Requests to `/api/` one IP address may make per window (SiteConfig.apiRateLimitPerIp). */
  readonly apiRateLimitPerIp: number;
  /** The web ACL's name, also its CloudWatch metric name. @default the stack's name */
  readonly name?: string;
}

/**
 * AWS WAF in front of CloudFront: a CLOUDFRONT-scope web ACL (so in us-east-1) that allows by
 * default and runs, in order, the per-IP rate limit on `/api/` (429 with the local twin's JSON
 * body), AWS's IP reputation list, known bad inputs and the common rule set, tuned so that a
 * genuine enquiry passes. Every rule has CloudWatch metrics and sampled requests.
 */
export class EdgeFirewall extends Construct {
  readonly webAcl: CfnWebACL;
  /** Abuse of the API: many requests over the per-IP limit. */
  readonly alarmRules: readonly AlarmRule[];
  private readonly metricName: string;

  constructor(scope: Construct, id: string, props: EdgeFirewallProps) {
    super(scope, id);
    const limit = props.apiRateLimitPerIp;
    if (!Number.isInteger(limit) || limit < MIN_WAF_RATE_LIMIT || limit > MAX_WAF_RATE_LIMIT) {
      throw new Error(
        `EdgeFirewall: apiRateLimitPerIp must be a whole number from ${MIN_WAF_RATE_LIMIT} to ${MAX_WAF_RATE_LIMIT}, got ${limit}.`,
      );
    }
    const stack = Stack.of(this);
    if (stack.region !== 'us-east-1') {
      throw new Error(
        `EdgeFirewall: a CloudFront web ACL must be in us-east-1, not ${stack.region}.`,
      );
    }
    this.metricName = props.name ?? stack.stackName;

    this.webAcl = new CfnWebACL(this, 'WebAcl', {
      name: this.metricName,
      description: `Website firewall: ${limit} /api/ requests per IP per ${API_RATE_LIMIT_WINDOW_SECONDS / 60} minutes, AWS managed rules`,
      scope: 'CLOUDFRONT',
      defaultAction: { allow: {} },
      visibilityConfig: visibility(this.metricName),
      customResponseBodies: {
        [RATE_LIMITED_BODY_KEY]: {
          contentType: 'APPLICATION_JSON',
          content: TOO_MANY_REQUESTS_BODY,
        },
      },
      rules: [
        {
          name: 'ApiRateLimit' satisfies FirewallRule,
          statement: {
            rateBasedStatement: {
              limit,
              evaluationWindowSec: API_RATE_LIMIT_WINDOW_SECONDS,
              // Counted per address and per path: a visitor's CSP reports (a browser extension
              // can raise many under Trusted Types) never use up the budget of their enquiry.
              aggregateKeyType: 'CUSTOM_KEYS',
              customKeys: [
                { ip: {} },
                { uriPath: { textTransformations: [{ priority: 0, type: 'NONE' }] } },
              ],
              // What CloudFront's `/api/*` behavior sends to the API: its path patterns are
              // case-sensitive, so no text transformation.
              scopeDownStatement: {
                byteMatchStatement: {
                  fieldToMatch: { uriPath: {} },
                  positionalConstraint: 'STARTS_WITH',
                  searchString: API_PATH_PREFIX,
                  textTransformations: [{ priority: 0, type: 'NONE' }],
                },
              },
            },
          },
          action: {
            block: {
              customResponse: {
                responseCode: TOO_MANY_REQUESTS_STATUS,
                customResponseBodyKey: RATE_LIMITED_BODY_KEY,
              },
            },
          },
        },
        managedGroup('AmazonIpReputationList', 'AWSManagedRulesAmazonIpReputationList'),
        managedGroup('KnownBadInputs', 'AWSManagedRulesKnownBadInputsRuleSet'),
        managedGroup('CommonRuleSet', 'AWSManagedRulesCommonRuleSet'),
        {
          name: 'BodyRulesOutsideApi' satisfies FirewallRule,
          statement: {
            andStatement: {
              statements: [
                {
                  orStatement: {
                    statements: Object.values(BODY_RULES).flatMap(({ labelNamespace, rules }) =>
                      Object.values(rules).map((label) => ({
                        labelMatchStatement: { scope: 'LABEL', key: `${labelNamespace}:${label}` },
                      })),
                    ),
                  },
                },
                {
                  notStatement: {
                    statement: {
                      orStatement: {
                        statements: [CONTACT_PATH, CSP_REPORT_PATH].map((path) => ({
                          byteMatchStatement: {
                            fieldToMatch: { uriPath: {} },
                            positionalConstraint: 'EXACTLY',
                            searchString: path,
                            textTransformations: [{ priority: 0, type: 'NONE' }],
                          },
                        })),
                      },
                    },
                  },
                },
              ],
            },
          },
          action: { block: {} },
        },
      ].map((rule, index) => ({
        ...rule,
        priority: index,
        visibilityConfig: visibility(rule.name),
      })),
    });

    this.alarmRules = [
      {
        id: 'ApiRateLimited',
        description: `${BLOCKED_API_REQUESTS_ALARM_THRESHOLD} or more /api/ requests in 5 minutes were refused by the per-IP limit (${limit} per ${API_RATE_LIMIT_WINDOW_SECONDS / 60} minutes): someone keeps hammering the API. See the web ACL's sampled requests`,
        metric: this.metricBlockedRequests('ApiRateLimit'),
        threshold: BLOCKED_API_REQUESTS_ALARM_THRESHOLD,
      },
    ];
  }

  get webAclArn(): string {
    return this.webAcl.attrArn;
  }

  /**
   * Requests a rule blocked, per 5 minutes. CloudFront web ACLs publish in us-east-1 with the
   * dimensions WebACL and Rule (their metric names) and no Region.
   */
  metricBlockedRequests(rule: FirewallRule): Metric {
    return blockedRequestsMetric(this.metricName, rule);
  }
}

/**
 * Requests a CloudFront web ACL blocked, per 5 minutes: `webAcl` is its metric name (EdgeFirewall
 * gives the ACL's name), `ALL` every rule together. In us-east-1 whatever region reads it, so a
 * dashboard of another region can show it too.
 */
export function blockedRequestsMetric(webAcl: string, rule: FirewallRule | 'ALL'): Metric {
  return new Metric({
    namespace: 'AWS/WAFV2',
    metricName: 'BlockedRequests',
    dimensionsMap: { WebACL: webAcl, Rule: rule },
    statistic: 'Sum',
    period: Duration.minutes(5),
    region: 'us-east-1',
  });
}

function visibility(metricName: string): CfnWebACL.VisibilityConfigProperty {
  return { metricName, cloudWatchMetricsEnabled: true, sampledRequestsEnabled: true };
}

/** An AWS managed rule group, its body rules (if any) set to count: see BODY_RULES. */
function managedGroup(name: FirewallRule, group: ManagedGroup) {
  const bodyRules = group in BODY_RULES ? BODY_RULES[group as keyof typeof BODY_RULES].rules : {};
  const overrides = Object.keys(bodyRules).map((rule) => ({
    name: rule,
    actionToUse: { count: {} },
  }));
  return {
    name,
    statement: {
      managedRuleGroupStatement: {
        vendorName: 'AWS',
        name: group,
        ...(overrides.length > 0 ? { ruleActionOverrides: overrides } : {}),
      },
    },
    overrideAction: { none: {} },
  };
}
