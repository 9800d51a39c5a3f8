import { listElements, parseAxml, serializeAxml, setIntAttribute, setStringAttribute, type AxmlDocument, type AxmlElement } from './axml-document.js';

export const ANDROID_NAMESPACE = 'http://schemas.android.com/apk/res/android';

/** What publishing writes into the viewer's manifest. */
export interface ManifestIdentity {
  packageName: string;
  label: string;
  versionCode: number;
  versionName: string;
}

function findElement(doc: AxmlDocument, name: string): AxmlElement {
  const element = listElements(doc).find((candidate) => candidate.name === name);
  if (element === undefined) throw new Error(`the viewer's manifest has no <${name}> element`);
  return element;
}

function findAttribute(element: AxmlElement, namespace: string | null, name: string) {
  const attribute = element.attributes.find((candidate) => candidate.namespace === namespace && candidate.name === name);
  if (attribute === undefined) throw new Error(`the viewer's <${element.name}> has no ${namespace === null ? '' : 'android:'}${name}`);
  return attribute;
}

/**
 * Rewrites the package id, launcher label and version of a binary AndroidManifest.xml.
 * The base viewer declares each of these (the label as a literal string), so patching
 * only changes values and never adds attributes.
 */
export function patchManifest(bytes: Buffer, identity: ManifestIdentity): Buffer {
  const doc = parseAxml(bytes);
  const manifest = findElement(doc, 'manifest');
  const application = findElement(doc, 'application');
  setStringAttribute(doc, manifest, findAttribute(manifest, null, 'package'), identity.packageName);
  setIntAttribute(manifest, findAttribute(manifest, ANDROID_NAMESPACE, 'versionCode'), identity.versionCode);
  setStringAttribute(doc, manifest, findAttribute(manifest, ANDROID_NAMESPACE, 'versionName'), identity.versionName);
  setStringAttribute(doc, application, findAttribute(application, ANDROID_NAMESPACE, 'label'), identity.label);
  return serializeAxml(doc);
}
