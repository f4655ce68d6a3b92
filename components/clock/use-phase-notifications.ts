import { useSyncExternalStore } from 'react';
import { assetPath } from '@/lib/urls.mjs';
import { createPageValue } from '@/lib/page-value';

interface NotifySetting {
  permission: NotificationPermission | 'unsupported';
  /** On by default where they allowed notifications before. */
  on: boolean;
}

const store = createPageValue<NotifySetting>(() => {
  const permission = typeof Notification === 'undefined' ? 'unsupported' : Notification.permission;
  return { permission, on: permission === 'granted' };
});
// The exported page shows the control as it is before anyone has answered.
const beforeAsking: NotifySetting = { permission: 'default', on: false };

async function show(title: string) {
  const options = { tag: 'clock', icon: assetPath('/logo.svg') };
  const registration = navigator.serviceWorker && (await navigator.serviceWorker.getRegistration());
  if (registration) await registration.showNotification(title, options);
  else new Notification(title, options);
}

// Only while the page is hidden: visible, the beep and the announcement already tell.
export function usePhaseNotifications() {
  const { permission, on } = useSyncExternalStore(store.subscribe, store.get, () => beforeAsking);

  const toggle = async () => {
    const current = store.get();
    if (current.permission === 'granted') return store.set({ ...current, on: !current.on });
    if (current.permission !== 'default') return;
    const answer = await Notification.requestPermission();
    store.set({ permission: answer, on: answer === 'granted' });
  };

  return { permission, on, toggle };
}

export function notifyIfHidden(text: string) {
  // On only where granted; the visitor may have withdrawn the permission meanwhile.
  if (!store.get().on || document.visibilityState !== 'hidden') return;
  if (Notification.permission !== 'granted') return;
  // Refused after all: the beep still sounds.
  show(text).catch(() => {});
}
