import { Card, Switch, Tooltip } from 'antd';
import { Schemes, type Scheme } from '@portal/contracts/shapes';
import { parseApiError } from '../../api/client';
import { useUpdateMemberMutation, type Member } from '../../api/members';
import { rolesWhoMay, useAdminCan } from '../../components/use-admin-can';
import { useToast } from '../../components/use-toast';

const SCHEME_TEXT: Record<Scheme, { label: string; description: string }> = {
  esi: { label: 'ESI', description: 'Employee State Insurance' },
  postal: { label: 'Postal', description: 'Postal insurance' },
  kutumba_barosa: { label: 'Kutumba Barosa', description: 'Family support scheme' },
};

/** Spec part 1 §3 payment schemes (the contracts' list), in the order the portal shows them. */
export const SCHEMES = Schemes.map((value) => ({ value, ...SCHEME_TEXT[value] }));

/** Spec part 2 §4: toggling a scheme adds or removes it in optedSchemes and saves at once. */
export function OptedSchemesCard({ member }: { member: Member }) {
  const update = useUpdateMemberMutation();
  const toast = useToast();
  // Changing a member's schemes is the office's work (issue 27): other roles see them, switched off for them.
  const office = useAdminCan('office');
  const refusal = office ? null : `Only ${rolesWhoMay('office')} can change a member's schemes.`;
  const opted = (member.optedSchemes ?? []) as string[];

  const toggle = async (scheme: string, on: boolean) => {
    const next = on ? [...new Set([...opted, scheme])] : opted.filter((s) => s !== scheme);
    // Keep the portal's scheme order, whatever order the toggles were clicked in.
    const ordered = SCHEMES.map((s) => s.value as string).filter((s) => next.includes(s));
    try {
      await update.mutateAsync({ id: member.id, input: { optedSchemes: ordered } });
      toast.success('Opted schemes updated');
    } catch (err) {
      toast.error('Error updating opted schemes', parseApiError(err).message);
    }
  };

  return (
    <Card title="Opted Schemes" className="detail-card">
      <ul className="scheme-toggles">
        {SCHEMES.map((scheme) => {
          const id = `scheme-${scheme.value}`;
          return (
            <li key={scheme.value}>
              <label htmlFor={id} className="scheme-toggle-label">
                <strong>{scheme.label}</strong>
                <span className="muted small">{scheme.description}</span>
              </label>
              <Tooltip title={refusal}>
                <span className="scheme-toggle-switch">
                  <Switch
                    id={id}
                    aria-label={scheme.label}
                    checked={opted.includes(scheme.value)}
                    loading={update.isPending}
                    disabled={update.isPending || !office}
                    onChange={(on) => toggle(scheme.value, on)}
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
