import { zodResolver } from '@hookform/resolvers/zod';
import { type VendorSelf, type VendorSelfInput, VendorSelfInputSchema } from '@marketday/shared';
import { useForm } from 'react-hook-form';
import { useAlerts } from '@/components/ui/alerts-provider';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { getErrorMessage } from '@/lib/api-client';
import { useUpdateVendorSelf } from '../api/update-vendor-self';
import { type VendorAccountOutput, vendorAccountDefaults } from './vendor-account-values';
import { VendorProfileFields } from './vendor-profile-fields';
import { VendorSettingsFields } from './vendor-settings-fields';

export function VendorAccountForm({ vendor }: { vendor: VendorSelf }) {
  const { showSuccess, showError } = useAlerts();
  const update = useUpdateVendorSelf();
  const { register, control, handleSubmit, reset, formState } = useForm<
    VendorSelfInput,
    unknown,
    VendorAccountOutput
  >({
    resolver: zodResolver(VendorSelfInputSchema),
    mode: 'onChange',
    defaultValues: vendorAccountDefaults(vendor),
  });

  const submit = handleSubmit(async (values) => {
    try {
      const result = await update.mutateAsync(values);
      showSuccess(result.message);
      // The saved profile becomes the new starting point, so the form is no longer "changed".
      reset(vendorAccountDefaults(result.data));
    } catch (error) {
      showError(getErrorMessage(error, { useDetail: true }));
    }
  });

  return (
    <form onSubmit={submit} noValidate className="grid gap-6">
      <Card role="group" aria-labelledby="vendor-profile-title">
        <CardHeader>
          <CardTitle id="vendor-profile-title">Profile</CardTitle>
          <CardDescription>
            How markets know your business. You sign in as <strong>{vendor.username}</strong> ({vendor.email}
            ).
          </CardDescription>
        </CardHeader>
        <CardContent>
          <VendorProfileFields
            control={control}
            register={register}
            errors={formState.errors}
            isTypeLocked={vendor.type_locked}
          />
        </CardContent>
      </Card>
      <Card role="group" aria-labelledby="vendor-settings-title">
        <CardHeader>
          <CardTitle id="vendor-settings-title">Settings</CardTitle>
        </CardHeader>
        <CardContent>
          <VendorSettingsFields control={control} />
        </CardContent>
      </Card>
      <div className="grid gap-2 sm:flex sm:items-center sm:justify-end">
        {formState.isValid ? null : (
          <p className="text-muted-foreground text-sm sm:mr-auto">
            Save turns on once every field is filled in correctly.
          </p>
        )}
        <Button type="submit" disabled={!formState.isValid} loading={formState.isSubmitting}>
          Save changes
        </Button>
      </div>
    </form>
  );
}
