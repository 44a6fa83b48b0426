/** What a row's Save said: a confirmation (status) or a refusal (alert). */
export interface SaveNoticeValue {
  tone: 'ok' | 'error';
  text: string;
}

export function SaveNotice({ notice }: { notice: SaveNoticeValue | null }) {
  if (!notice) return null;
  return (
    <p className={notice.tone === 'error' ? 'form-field__error' : 'admin-user__saved'} role={notice.tone === 'error' ? 'alert' : 'status'}>
      {notice.text}
    </p>
  );
}
