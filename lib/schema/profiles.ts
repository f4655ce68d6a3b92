// The owner's profiles by network name, as the résumé spells it ("GitHub", "github" alike).
interface Profile {
  network: string;
  username: string;
}

/** `Hugging Face`, `hugging-face` and `huggingface` are one network. */
export const networkKey = (network: string) =>
  network
    .normalize('NFC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, '');

export const isXNetwork = (network: string) => ['x', 'twitter'].includes(networkKey(network));

/** The header's two profiles: the chosen networks, or for one the résumé lacks, its next one. */
export function headerProfiles<P extends Profile>(
  profiles: readonly P[],
  networks: readonly string[],
) {
  const chosen = networks
    .slice(0, 2)
    .map((network) =>
      profiles.find((profile) => networkKey(profile.network) === networkKey(network)),
    );
  const others = profiles.filter((profile) => !chosen.includes(profile));
  const shown = chosen.flatMap((profile) => profile ?? others.shift() ?? []);
  const missing = networks.slice(0, 2).filter((_, index) => !chosen[index]);
  return { shown, missing };
}

export const tweetHandle = (profiles: readonly Profile[]) =>
  profiles.find((profile) => isXNetwork(profile.network))?.username;
