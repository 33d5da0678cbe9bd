// Uploaded pictures are stored upstream by their cloud link (linkFile). The browser loads ours
// through the gateway (/media/cloud/<name>); a link elsewhere is kept only when it is https.

const CLOUD_LINK = /(?:^|\/)pegasoCloud\/files\/([\w-][\w.-]{0,119})$/;

export interface Picture {
  file: string;
  url: string;
}

export function pictureOf(file: string | null | undefined): Picture | null {
  if (!file) return null;
  const cloud = CLOUD_LINK.exec(file);
  if (cloud) return { file, url: `/media/cloud/${cloud[1]}` };
  if (/^https:\/\/[^\s"'<>]+$/i.test(file) && file.length <= 500) return { file, url: file };
  return null;
}
