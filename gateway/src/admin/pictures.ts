// Uploaded pictures are stored upstream by their cloud link (linkFile), which names the ERP's own
// address (http://127.0.0.1:8090/1/pegasoCloud/files/…). The browser and the API see only the
// gateway's media path (/media/cloud/<name>), as the picture's url and as the `file` it sends back
// when saving; the ERP is given its cloud path again. A link elsewhere is kept only when https.

const CLOUD_LINK = /(?:^|\/)pegasoCloud\/files\/([\w-][\w.-]{0,119})$/;
const MEDIA_PATH = /^\/media\/cloud\/([\w-][\w.-]{0,119})$/;
const HTTPS_PICTURE = /^https:\/\/[^\s"'<>\\]+$/i;

export interface Picture {
  file: string;
  url: string;
}

const cloudName = (file: string) => (MEDIA_PATH.exec(file) ?? CLOUD_LINK.exec(file))?.[1] ?? null;

export function pictureOf(file: string | null | undefined): Picture | null {
  if (!file) return null;
  const name = cloudName(file);
  if (name) return { file: `/media/cloud/${name}`, url: `/media/cloud/${name}` };
  if (HTTPS_PICTURE.test(file) && file.length <= 500) return { file, url: file };
  return null;
}

/** What the ERP keeps for a picture the API named (its cloud path, or the https link); null when none. */
export function storedPicture(file: string | null | undefined): string | null {
  const picture = pictureOf(file?.trim());
  if (!picture) return null;
  const name = cloudName(picture.file);
  return name ? `pegasoCloud/files/${name}` : picture.file;
}
