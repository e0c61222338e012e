import { useNavigate } from 'react-router';
import { Button } from '../../components/ui/Button';
import { toast } from '../../components/ui/toast-store';
import { useAuthConfig, useDevLogin } from './api';
import type { Role } from '../../../shared/api/auth';

export function SignInPage() {
  const { data: config } = useAuthConfig();
  const devLogin = useDevLogin();
  const navigate = useNavigate();
  const signIn = (role: Role) =>
    devLogin.mutate(role, {
      onSuccess: () => navigate('/upload'),
      onError: () =>
        toast({
          title: 'Sign-in failed',
          description: 'An error occurred during authentication',
          variant: 'destructive',
        }),
    });
  return (
    <div className="mx-auto max-w-md p-6">
      <h1 className="text-2xl font-semibold">Welcome to GradeLens</h1>
      {config?.devLoginEnabled && (
        <div className="mt-6 flex flex-col gap-2">
          <Button onClick={() => signIn('user')}>Continue as student</Button>
          <Button variant="outline" onClick={() => signIn('admin')}>
            Continue as admin
          </Button>
        </div>
      )}
    </div>
  );
}
