import { Card, Switch, Tooltip } from 'antd';
import { Schemes, type Scheme } from '@portal/contracts/shapes';
import { parseApiError } from '../../api/client';
import { useUpdateMemberMutation, type Member } from '../../api/members';
import { useAdminCan } from '../../components/use-admin-can';
import { useToast } from '../../components/use-toast';
import { adminSchemeName, useAdminLayoutTexts } from '../../i18n/admin-layout';
import { useAdminMemberDetailTexts } from '../../i18n/admin-member-detail';

/** Spec part 1 §3 payment schemes (the contracts' list), in the order the portal shows them. */
export const SCHEMES: Scheme[] = [...Schemes];

/** Spec part 2 §4: toggling a scheme adds or removes it in optedSchemes and saves at once. */
export function OptedSchemesCard({ member }: { member: Member }) {
  const update = useUpdateMemberMutation();
  const toast = useToast();
  const t = useAdminMemberDetailTexts();
  const layout = useAdminLayoutTexts();
  // Changing a member's schemes is the office's work (issue 27): other roles see them, switched off for them.
  const office = useAdminCan('office');
  // The roles as the duty table names them (rolesWhoMay('office')), in the shown language.
  const refusal = office ? null : t('schemes.onlyRoles', { roles: t('schemes.officeRoles') });
  const opted = (member.optedSchemes ?? []) as string[];

  const toggle = async (scheme: string, on: boolean) => {
    const next = on ? [...new Set([...opted, scheme])] : opted.filter((s) => s !== scheme);
    // Keep the portal's scheme order, whatever order the toggles were clicked in.
    const ordered = SCHEMES.filter((s) => next.includes(s));
    try {
      await update.mutateAsync({ id: member.id, input: { optedSchemes: ordered } });
      toast.success(t('schemes.updated'));
    } catch (err) {
      toast.error(t('schemes.updateFailed'), parseApiError(err).message);
    }
  };

  return (
    <Card title={t('schemes.title')} className="detail-card">
      <ul className="scheme-toggles">
        {SCHEMES.map((scheme) => {
          const id = `scheme-${scheme}`;
          const label = adminSchemeName(layout, scheme);
          return (
            <li key={scheme}>
              <label htmlFor={id} className="scheme-toggle-label">
                <strong>{label}</strong>
                <span className="muted small">{t(`schemes.descriptions.${scheme}`)}</span>
              </label>
              <Tooltip title={refusal}>
                <span className="scheme-toggle-switch">
                  <Switch
                    id={id}
                    aria-label={label}
                    checked={opted.includes(scheme)}
                    loading={update.isPending}
                    disabled={update.isPending || !office}
                    onChange={(on) => toggle(scheme, on)}
                  />
                </span>
              </Tooltip>
            </li>
          );
        })}
      </ul>
      {refusal ? <p className="muted small">{refusal}</p> : null}
    </Card>
  );
}
