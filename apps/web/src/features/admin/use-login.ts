import { zodResolver } from '@hookform/resolvers/zod';
import {
  LOGIN_REDIRECT_DELAY_MS,
  loginAnswerDto,
  loginRequestSchema,
  type LoginRequest,
} from '@riviera/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { ApiError, request } from '../../lib/api-client';
import { ADMIN_ME_KEY, type AdminUser } from './admin-session';

/**
 * The sign-in form and what follows it: the server's refusal as a sentence, or the signed-in user,
 * whose success message stays for a moment before `next` opens.
 */
export function useLogin(next: string) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [serverError, setServerError] = useState<string | null>(null);
  const [signedIn, setSignedIn] = useState<AdminUser | null>(null);
  // After a successful sign-in the message stays for a second, then the dashboard (or `next`) opens.
  useEffect(() => {
    if (!signedIn) return;
    const timer = setTimeout(() => {
      queryClient.setQueryData(ADMIN_ME_KEY, signedIn);
      void navigate(next, { replace: true });
    }, LOGIN_REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [signedIn, next, navigate, queryClient]);

  const form = useForm<LoginRequest>({
    resolver: zodResolver(loginRequestSchema),
    defaultValues: { username: '', password: '' },
  });

  const onSubmit = form.handleSubmit(async (values) => {
    setServerError(null);
    try {
      const { user } = await request('/auth/login', {
        method: 'POST',
        body: values,
        headers: { 'Accept-Language': 'tr' },
        schema: loginAnswerDto,
      });
      setSignedIn(user);
    } catch (err) {
      if (err instanceof ApiError && err.isNetwork) setServerError('Bağlantı hatası. Lütfen tekrar deneyin.');
      // 401 wrong password, 403 a disabled account, 429 too many attempts: the server's sentence says which
      else if (err instanceof ApiError && [401, 403, 429].includes(err.status) && err.message)
        setServerError(err.message);
      else setServerError('Kullanıcı adı veya şifre hatalı!');
    }
  });

  return { form, onSubmit, serverError, signedIn };
}
