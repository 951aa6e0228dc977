/**
 * How a project presents its team and product beyond the text: team members, gallery
 * images and a video link. Images are same-origin only (the app's own files or uploads in
 * the project-images bucket) because the CSP's `img-src 'self'` allows nothing else; the
 * video is a link to YouTube or Vimeo, never an embedded frame (the CSP forbids frames).
 */
import * as v from 'valibot';
import { PROJECT_IMAGES_BUCKET } from '../storage/buckets';
import { isPublicObjectPath, publicObjectPath } from '../storage/urls';
import { plainText } from './text';

/** The app's own images (covers, team portraits, seeded galleries). */
const APP_IMAGE = /^\/images\/[a-z0-9][a-z0-9/_-]*\.(webp|avif|png|jpe?g|svg)$/;

/** Gallery images a project may show. */
export const MAX_GALLERY_IMAGES = 6;
/** Team members a project may list. */
export const MAX_TEAM_MEMBERS = 12;
/** Field limits of a team member. */
export const TEAM_MEMBER_LIMITS = { nameMax: 100, roleMax: 100, bioMax: 1000 } as const;

/** The hosts a video link may point to (https only, default port). */
const VIDEO_HOSTS = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'youtu.be',
  'vimeo.com',
  'www.vimeo.com',
  'player.vimeo.com',
]);

/**
 * Whether `value` is a project image: one of the app's own files or an upload's
 * same-origin public URL in the project-images bucket (the cover's rule).
 */
export function isProjectImage(value: string): boolean {
  return APP_IMAGE.test(value) || isPublicObjectPath(value, PROJECT_IMAGES_BUCKET);
}

/**
 * Whether a project image may be shown by the project `projectId` (null: one not yet
 * saved): the app's own files may be shown by any project, an upload only by the project
 * whose folder (`project-images/<project id>/…`) holds it, so no project shows another's
 * uploads (docs/storage.md#in-the-product). Only meaningful for a value `isProjectImage`
 * accepts; the folder prefix is safe to compare because that rule refuses dot segments.
 */
export function isOwnProjectImage(value: string, projectId: string | null): boolean {
  if (!isPublicObjectPath(value, PROJECT_IMAGES_BUCKET)) return true;
  return (
    projectId !== null && value.startsWith(publicObjectPath(PROJECT_IMAGES_BUCKET, `${projectId}/`))
  );
}

/** The refusals of images outside the project's folder, worded per field. */
export const FOREIGN_IMAGE_MESSAGES = {
  coverImage: 'Use a cover uploaded to this project: an upload belongs to its own project.',
  gallery: 'Use images uploaded to this project: an upload belongs to its own project.',
  avatar: 'Use a portrait uploaded to this project: an upload belongs to its own project.',
} as const;

/** The images of a project's form that `foreignProjectImages` looks at. */
export interface ProjectImages {
  coverImage?: string;
  gallery?: readonly string[];
  team?: readonly { avatar?: string }[];
}

/**
 * The images of `media` that are uploads outside the project's folder, as field errors
 * keyed like the form's (`coverImage`, `gallery.<n>`, `team.<n>.avatar`); empty when all
 * may be shown. A project not yet saved (null) has no folder, so any upload is refused.
 */
export function foreignProjectImages(
  projectId: string | null,
  media: ProjectImages,
): Record<string, string> {
  const errors: Record<string, string> = {};
  const own = (value: string | undefined) => !value || isOwnProjectImage(value, projectId);
  if (!own(media.coverImage)) errors.coverImage = FOREIGN_IMAGE_MESSAGES.coverImage;
  media.gallery?.forEach((image, index) => {
    if (!own(image)) errors[`gallery.${index}`] = FOREIGN_IMAGE_MESSAGES.gallery;
  });
  media.team?.forEach((member, index) => {
    if (!own(member.avatar)) errors[`team.${index}.avatar`] = FOREIGN_IMAGE_MESSAGES.avatar;
  });
  return errors;
}

/**
 * Whether `value` is an https link to a video page on YouTube or Vimeo: no other scheme,
 * host, port or credentials, and a path beyond the site's home page.
 */
export function isVideoUrl(value: string): boolean {
  // Host then path, nothing between: a port, credentials (user@host) or a backslash
  // cannot pass, and the host must be one of the video sites exactly.
  const match = /^https:\/\/([a-z0-9.-]+)(\/[^\s\\]*)$/i.exec(value);
  if (!match || value.length > 300) return false;
  const [, host = '', path = ''] = match;
  return VIDEO_HOSTS.has(host.toLowerCase()) && path.length > 1;
}

const VIDEO_MESSAGE = 'Enter a YouTube or Vimeo link starting with https://.';

/** A stored video link: a YouTube or Vimeo https URL ('' clears it on an edit). */
export const videoUrlSchema = v.pipe(v.string(), v.maxLength(300), v.check(isVideoUrl));

/** The form's video field: optional, trimmed, worded for the creator. */
export const videoUrlEntry = v.optional(
  v.union(
    [
      v.literal(''),
      v.pipe(
        v.string(VIDEO_MESSAGE),
        v.trim(),
        plainText('video link'),
        v.check((value) => value === '' || isVideoUrl(value), VIDEO_MESSAGE),
      ),
    ],
    VIDEO_MESSAGE,
  ),
  '',
);

const memberText = (label: string, max: number) =>
  v.pipe(
    v.string(`Enter the team member's ${label}.`),
    v.trim(),
    plainText(label, label === 'bio' ? 'multiline' : 'line'),
    v.maxLength(max, `The ${label} must be at most ${max} characters.`),
  );
const requiredMemberText = (label: string, max: number) =>
  v.pipe(memberText(label, max), v.nonEmpty(`Enter the team member's ${label}.`));

/** One team member as the form sends it; the portrait is optional (initials otherwise). */
export const teamMemberEntry = v.strictObject(
  {
    name: requiredMemberText('name', TEAM_MEMBER_LIMITS.nameMax),
    role: requiredMemberText('role', TEAM_MEMBER_LIMITS.roleMax),
    bio: v.optional(memberText('bio', TEAM_MEMBER_LIMITS.bioMax), ''),
    avatar: v.optional(
      v.union(
        [v.literal(''), v.pipe(v.string(), v.check(isProjectImage, 'Choose a portrait.'))],
        'Choose a portrait.',
      ),
      '',
    ),
  },
  'Send each team member as {name, role, bio}.',
);

/** The form's team: at most MAX_TEAM_MEMBERS, each with a name and a role. */
export const teamEntry = v.optional(
  v.pipe(
    v.array(teamMemberEntry, 'Send the team as a list.'),
    v.maxLength(MAX_TEAM_MEMBERS, `List at most ${MAX_TEAM_MEMBERS} team members.`),
  ),
  [],
);

/** The form's gallery: project images, each once, at most MAX_GALLERY_IMAGES. */
export const galleryEntry = v.optional(
  v.pipe(
    v.array(
      v.pipe(
        v.string('Upload gallery images through the form.'),
        v.check(isProjectImage, 'Upload gallery images through the form.'),
      ),
      'Send the gallery as a list of images.',
    ),
    v.maxLength(MAX_GALLERY_IMAGES, `Add at most ${MAX_GALLERY_IMAGES} gallery images.`),
    v.check(
      (images) => new Set(images).size === images.length,
      'Each gallery image can be added once.',
    ),
  ),
  [],
);
