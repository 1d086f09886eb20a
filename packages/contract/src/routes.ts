/** Site routes, built the same way by the server (search results, sitemaps) and the web app (links). */
export const siteRoutes = {
  video: (video: { wmcExternalId: string; title: string }) =>
    `/video/${encodeURIComponent(video.wmcExternalId)}/${encodeURIComponent(video.title)}`,
  actor: (actor: { firstName: string; lastName: string }) =>
    `/actor/${encodeURIComponent(`${actor.firstName} ${actor.lastName}`)}`,
  category: (category: { wmcExternalId: string; name: string }) =>
    `/category/${encodeURIComponent(category.wmcExternalId)}/${encodeURIComponent(category.name)}`,
  playlist: (playlistId: number, videoId?: number | string) =>
    videoId === undefined
      ? `/playlist/${playlistId}`
      : `/playlist/${playlistId}/${encodeURIComponent(String(videoId))}`,
  member: (member: { id: string; userName: string }) =>
    `/member/${encodeURIComponent(member.id)}/${encodeURIComponent(member.userName)}`,
  toplist: (type: string) => `/toplists/${type}`,
};
