import * as ResEdit from 'resedit';

/** What Explorer shows in a Windows executable's Properties → Details. */
export interface WindowsVersionInfo {
  /** 1 to 4 dot-separated numbers, each 0-65535. */
  version: string;
  productName: string;
  fileDescription: string;
  originalFilename: string;
  companyName?: string;
}

/** US English, Unicode: the language Electron's own version resource uses. */
const DEFAULT_LANGUAGE = { lang: 1033, codepage: 1200 };

/** Pads a version to the four numbers a version resource holds: 1.2 → [1, 2, 0, 0]. */
export function versionQuad(version: string): [number, number, number, number] {
  const parts = version.split('.').map((part) => Number(part));
  if (parts.length < 1 || parts.length > 4 || parts.some((part) => !Number.isInteger(part) || part < 0 || part > 65535)) {
    throw new Error(`"${version}" is not a version of 1 to 4 numbers`);
  }
  while (parts.length < 4) parts.push(0);
  return parts as [number, number, number, number];
}

/**
 * Replaces the icon and the version strings of a Windows executable, in pure JS (no wine,
 * no rcedit), and returns the new file. Electron's own copyright and company lines are
 * removed unless the author gives a company, so the book does not claim to be Electron.
 */
export function patchWindowsExecutable(exe: Uint8Array, ico: Buffer, info: WindowsVersionInfo): Buffer {
  const executable = ResEdit.NtExecutable.from(exe, { ignoreCert: true });
  const resources = ResEdit.NtExecutableResource.from(executable);

  const iconFile = ResEdit.Data.IconFile.from(ico);
  const group = ResEdit.Resource.IconGroupEntry.fromEntries(resources.entries)[0];
  ResEdit.Resource.IconGroupEntry.replaceIconsForResource(
    resources.entries,
    group?.id ?? 1,
    group?.lang ?? DEFAULT_LANGUAGE.lang,
    iconFile.icons.map((icon) => icon.data),
  );

  const versionInfo = ResEdit.Resource.VersionInfo.fromEntries(resources.entries)[0] ?? ResEdit.Resource.VersionInfo.createEmpty();
  const [major, minor, micro, revision] = versionQuad(info.version);
  const dotted = `${major}.${minor}.${micro}.${revision}`;
  const languages = versionInfo.getAllLanguagesForStringValues();
  for (const language of languages.length > 0 ? languages : [DEFAULT_LANGUAGE]) {
    for (const key of ['CompanyName', 'LegalCopyright', 'LegalTrademarks', 'Comments']) versionInfo.removeStringValue(language, key, false);
    versionInfo.setStringValues(language, {
      FileDescription: info.fileDescription,
      ProductName: info.productName,
      FileVersion: dotted,
      ProductVersion: dotted,
      OriginalFilename: info.originalFilename,
      InternalName: info.originalFilename.replace(/\.exe$/i, ''),
      ...(info.companyName ? { CompanyName: info.companyName } : {}),
    });
  }
  versionInfo.setFileVersion(major, minor, micro, revision);
  versionInfo.setProductVersion(major, minor, micro, revision);
  versionInfo.outputToResourceEntries(resources.entries);

  resources.outputResource(executable);
  return Buffer.from(executable.generate());
}
