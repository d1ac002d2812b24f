import * as React from 'react';
import type { LanguageCode } from '@/src/navigation/types';
import { translate } from './translate';
import { translations } from './translations';

interface UserLanguageContextValue {
  userLanguage: LanguageCode;
  setUserLanguage: (language: LanguageCode) => void;
}

const UserLanguageContext = React.createContext<UserLanguageContextValue>({
  userLanguage: 'en',
  setUserLanguage: () => {
    throw new Error('Forgot to wrap component in `UserLanguageProvider`.');
  },
});

interface UserLanguageProviderProps {
  /** Language of the exported page; it wins over any earlier choice because the URL says so. */
  defaultUserLanguage: LanguageCode;
  children: React.ReactNode;
}

/** Holds the current language code and its setter, from `defaultUserLanguage` and its changes. */
export function UserLanguageProvider({ defaultUserLanguage, children }: UserLanguageProviderProps) {
  const [userLanguage, setUserLanguage] = React.useState<LanguageCode>(defaultUserLanguage);
  React.useEffect(() => {
    // A transition: it must not reach parts of the page that are still waiting to hydrate.
    React.startTransition(() => setUserLanguage(defaultUserLanguage));
  }, [defaultUserLanguage]);
  const value = React.useMemo(() => ({ userLanguage, setUserLanguage }), [userLanguage]);
  return <UserLanguageContext.Provider value={value}>{children}</UserLanguageContext.Provider>;
}

/** The current language code. */
export function useUserLanguage(): LanguageCode {
  return React.useContext(UserLanguageContext).userLanguage;
}

/** The setter of the current language. */
export function useSetUserLanguage(): (language: LanguageCode) => void {
  return React.useContext(UserLanguageContext).setUserLanguage;
}

/** A `t(key)` bound to the current language. */
export function useTranslate(): (key: string) => string {
  const userLanguage = useUserLanguage();
  return React.useCallback(
    (key: string) => translate(translations, userLanguage, key),
    [userLanguage],
  );
}
