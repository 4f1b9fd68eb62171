import { STAFF_MESSAGES, StaffInvitationTokenSchema } from '@marketday/shared';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { AuthLayout } from '@/components/layouts/auth-layout';
import { FormBanner } from '@/components/ui/form-banner';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { useAcceptStaffInvitation, useStaffInvitation } from '@/entities/staff/staff-invitation';
import { AcceptInvitationForm } from '@/features/staff/components/accept-invitation-form';
import { InvitationSummary } from '@/features/staff/components/invitation-summary';
import { getErrorMessage } from '@/lib/api-client';
import { sayShared, useMessages } from '@/lib/i18n/use-messages';
import en from './locales/en.json';

const LINK = 'inline-flex min-h-11 items-center font-medium text-primary underline-offset-4 hover:underline';

// The link of a staff invitation e-mail (docs/decisions/029): no sign-in, the token is the credential.
export function StaffAcceptPage() {
  const t = useMessages(en);
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const navigate = useNavigate();
  const invitation = useStaffInvitation(token);
  const accept = useAcceptStaffInvitation();

  const refusal = !token
    ? sayShared(StaffInvitationTokenSchema.shape.token.safeParse(token).error?.issues[0]?.message ?? '')
    : invitation.error
      ? getErrorMessage(invitation.error, { useDetail: true })
      : null;
  if (refusal) {
    return (
      <AuthLayout title={t('joinTeamTitle')}>
        <FormBanner variant="error">{refusal}</FormBanner>
        <p className="mt-4 text-muted-foreground text-sm">{t('askForNewInvitation')}</p>
        <Link to={paths.login} className={`${LINK} mt-2`}>
          {t('signIn')}
        </Link>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      title={t('joinTeamTitle')}
      description={
        invitation.data ? (
          <InvitationSummary invitation={invitation.data} />
        ) : (
          <Skeleton aria-busy="true" className="h-12 w-full" />
        )
      }
    >
      {invitation.data && (
        <AcceptInvitationForm
          token={token}
          onSubmit={async (input) => {
            const result = await accept.mutateAsync(input);
            navigate(paths.login, {
              replace: true,
              state: { notice: result.message || STAFF_MESSAGES.accepted },
            });
          }}
        />
      )}
      <p className="mt-6 text-center text-muted-foreground text-sm">
        {t('haveStaffAccount')}{' '}
        <Link to={paths.login} className={LINK}>
          {t('signIn')}
        </Link>
      </p>
    </AuthLayout>
  );
}
