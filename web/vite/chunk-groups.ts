/**
 * Issue 30: the chunks a member's first pages load, grouped so that a phone on a slow link makes few requests.
 * Left to Rolldown, every antd piece two lazily loaded pages share was a chunk of its own (the member dashboard
 * loaded 41 JavaScript files even with small common chunks inlined). The groups, first match wins by priority,
 * and a group also takes the modules its modules import unless it says otherwise:
 * - `web`: everything index.html loads (React, the router, the query client, the app shell): one file;
 * - `icons`: the SVG definitions of Ant Design's icons, which the landing page draws without antd (PlainIcon)
 *   and antd's components draw too; on their own so the landing page never loads an antd group for one icon;
 * - `antd-core`: antd's providers, theme and style engine and the pieces both admin and member pages use;
 * - `antd-member`: the components all three member pages use (cards, alerts, descriptions, skeletons, the
 *   header's avatar), which the admin dashboard does not use, so it does not load them;
 * - `antd-popup`: tooltip, popover, popconfirm and the trigger under them (admin pages, the dashboard's renewal
 *   confirmation);
 * - `antd-member-home`: the member dashboard's tab strip, which Make Payment and Profile
 *   Settings do not load (antd's Card would bring the tabs: vite/antd-card-without-tabs.ts); not antd's Badge,
 *   which only admin pages use now (the Updates tab's unread count is plain);
 * - `antd-form`: antd's Form and Input (Make Payment, Profile Settings and the admin's forms), apart from the
 *   form's context, which antd's tooltip and input need everywhere (in `antd-core`);
 * - `member`: the API helpers of the member pages (kilobyte-sized chunks otherwise) and their texts (issue 31),
 *   without what they import;
 * - `kn-antd`: antd's and dayjs's Kannada (date pickers, pagination), which antd's providers download together
 *   when ಕನ್ನಡ is shown: one request instead of two.
 * A component that is in no group still works: Rolldown chunks it as before.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Rolldown } from 'vite';

const escape = (path: string) => path.replaceAll('.', '\\.');

/** antd's modules under node_modules/antd/es/ whose path there starts with one of `paths` (`card/`, or a file). */
const antd = (paths: string[]) =>
  new RegExp(`[\\\\/]node_modules[\\\\/]antd[\\\\/]es[\\\\/](${paths.map(escape).join('|')})`);

/** The app's own modules at `paths` under web/src (without .ts/.tsx). */
const src = (paths: string[]) => new RegExp(`[\\\\/]web[\\\\/]src[\\\\/](${paths.join('|')})\\.tsx?$`);

// prettier-ignore
const ANTD_CORE = antd(['_util/', 'button/', 'col/', 'config-provider/', 'form/context.js', 'grid/', 'locale/', 'row/', 'space/', 'style/', 'tag/', 'theme/', 'version/']);
const ANTD_PROVIDERS = src(['app/antd-providers']);
// prettier-ignore
const ANTD_MEMBER = antd(['alert/', 'avatar/Avatar.js', 'avatar/AvatarContext.js', 'avatar/style/', 'card/', 'descriptions/', 'empty/', 'skeleton/']);
/** The dashboard's tab strip and antd's Select both use it: with the tabs it would bring them to Make Payment. */
const RC_OVERFLOW = /[\\/]node_modules[\\/]@rc-component[\\/]overflow[\\/]/;
const ANTD_MEMBER_HOME = antd(['tabs/']);
/**
 * antd's popups: tooltip, popover, popconfirm and `@rc-component/trigger` under them, which the admin pages use
 * everywhere and a member page only for the dashboard's renewal confirmation. Not in `antd-core` (which
 * ConfigProvider's tooltip option brought them into: vite/antd-config-without-unique-tooltip.ts), so Make Payment
 * and Profile Settings do not load them.
 */
const ANTD_POPUP = antd(['tooltip/', 'popover/', 'popconfirm/']);
const RC_TRIGGER = /[\\/]node_modules[\\/]@rc-component[\\/]trigger[\\/]/;
const ANTD_FORM = antd(['form/', 'input/']);
// prettier-ignore
const MEMBER_APP = src(['api/members', 'api/payments', 'api/content', 'api/notifications', 'api/offline-card', 'lib/user-display', 'features/offline-card/refresh-offline-card']);
/**
 * Issue 31: the member pages' texts (their English catalogue and the Kannada dates and months), which every member
 * page and the member header use: with the member group, not in a small chunk of their own. The hook itself
 * (i18n/texts) and the language switch the public pages use too are left to Rolldown, so those pages do not
 * load this group.
 */
const MEMBER_TEXTS = src(['i18n/member', 'i18n/formats']);
const MEMBER_CATALOGUE = /[\\/]web[\\/]src[\\/]i18n[\\/]locales[\\/]en[\\/]member\.json$/;

/**
 * The icons the app draws without antd (PlainIcon, the plain toasts): the names it imports straight from
 * @ant-design/icons-svg anywhere under web/src. Only these are grouped; the rest of the icon definitions stay
 * with the code that draws them, so a member's page does not load every icon the admin pages use.
 */
function plainIconNames(dir = join(import.meta.dirname, '..', 'src')): Set<string> {
  const names = new Set<string>();
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !/\.tsx?$/.test(entry.name)) continue;
    const code = readFileSync(join(entry.parentPath, entry.name), 'utf8');
    for (const match of code.matchAll(/@ant-design\/icons-svg\/es\/asn\/(\w+)/g)) names.add(match[1]);
  }
  return names;
}
const PLAIN_ICONS = plainIconNames();
const ICON_SVG = /[\\/]node_modules[\\/]@ant-design[\\/]icons-svg[\\/]es[\\/]asn[\\/](\w+)\.js$/;

/**
 * antd's Kannada (`antd/locale/kn_IN` and the calendar, picker, time picker and pagination texts it requires) and
 * dayjs's (app/antd-providers.tsx): without what they import (Babel's helpers, dayjs), which stay in antd-core.
 */
const ANTD_KANNADA = /[\\/]node_modules[\\/](.+[\\/]kn_IN|dayjs[\\/]locale[\\/]kn)\.js$/;

export const chunkGroups: Rolldown.CodeSplittingGroup[] = [
  { name: 'web', tags: ['$initial'], priority: 40 },
  { name: 'icons', test: (id) => PLAIN_ICONS.has(ICON_SVG.exec(id)?.[1] ?? ''), priority: 30 },
  { name: 'kn-antd', test: ANTD_KANNADA, priority: 25, includeDependenciesRecursively: false },
  { name: 'antd-core', test: (id) => ANTD_CORE.test(id) || ANTD_PROVIDERS.test(id), priority: 20 },
  { name: 'antd-member', test: (id) => ANTD_MEMBER.test(id) || RC_OVERFLOW.test(id), priority: 10 },
  {
    name: 'antd-popup',
    test: (id) => ANTD_POPUP.test(id) || RC_TRIGGER.test(id),
    priority: 15,
    // Not what they import (motion, portal, resize observer, antd's utilities): the member groups use those too,
    // and would then import this chunk.
    includeDependenciesRecursively: false,
  },
  { name: 'antd-member-home', test: ANTD_MEMBER_HOME, priority: 8 },
  { name: 'antd-form', test: ANTD_FORM, priority: 5 },
  {
    name: 'member',
    test: (id) => MEMBER_APP.test(id) || MEMBER_TEXTS.test(id) || MEMBER_CATALOGUE.test(id),
    priority: 3,
    includeDependenciesRecursively: false,
  },
];
