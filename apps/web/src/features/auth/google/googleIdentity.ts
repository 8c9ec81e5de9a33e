/**
 * Google Identity Services, loaded only when the server has a client id (GET /auth/config).
 * Just the part of its API we use is typed here.
 */
interface CredentialResponse {
  credential: string;
}

interface GoogleIdentityApi {
  initialize(options: {
    client_id: string;
    callback: (response: CredentialResponse) => void;
    auto_select?: boolean;
    cancel_on_tap_outside?: boolean;
    use_fedcm_for_prompt?: boolean;
  }): void;
  renderButton(
    parent: HTMLElement,
    options: {
      theme?: 'outline' | 'filled_blue' | 'filled_black';
      size?: 'large';
      text?: 'continue_with' | 'signin_with' | 'signup_with';
      shape?: 'pill' | 'rectangular';
      width?: number;
      locale?: string;
    },
  ): void;
  /** One-tap (spec section 1: "one-tap enabled"). */
  prompt(): void;
  cancel(): void;
}

declare global {
  interface Window {
    google?: { accounts: { id: GoogleIdentityApi } };
  }
}

const SCRIPT_URL = 'https://accounts.google.com/gsi/client';
let loading: Promise<GoogleIdentityApi> | null = null;

/** Loads the script once per page; later callers share the same promise. */
export function loadGoogleIdentity(): Promise<GoogleIdentityApi> {
  loading ??= new Promise<GoogleIdentityApi>((resolve, reject) => {
    if (window.google) {
      resolve(window.google.accounts.id);
      return;
    }
    const script = document.createElement('script');
    script.src = SCRIPT_URL;
    script.async = true;
    script.onload = () =>
      window.google ? resolve(window.google.accounts.id) : reject(new Error('Google Identity Services did not start'));
    script.onerror = () => {
      loading = null;
      reject(new Error('Google Identity Services could not be loaded'));
    };
    document.head.append(script);
  });
  return loading;
}

export interface GoogleIdentity {
  email: string;
  name: string;
}
