import type { Bike, OwnTag } from '@ritrova/shared';
import { type FormEvent, useState } from 'react';
import { useAssociateTagMutation } from './associate-tag';
import { useUntaggedBikesQuery } from './untagged-bikes';

/**
 * Pairing a scanned tag with one of the signed-in user's bikes that carry none (spec §2): the bikes to
 * choose from, the choice, the check that one is chosen, and the pairing. One flow for the two places
 * that offer it — the association page after a scan (`features/nfc`) and the page of a free tag
 * (`features/verification`) — each drawing it in its own words.
 */
export function usePairTagWithBike({
  tagUid,
  userId,
  preselected,
  onPaired,
  onFailed,
}: {
  tagUid: string;
  userId: string;
  /** A bike chosen beforehand (the association page's `bikeId`). */
  preselected?: string | null;
  /** The tag is the user's: on `bike`, or on the account alone (`null`). */
  onPaired: (tag: OwnTag, bike: Bike | null) => void;
  onFailed?: () => void;
}) {
  const bikes = useUntaggedBikesQuery(userId);
  const associate = useAssociateTagMutation();
  const [bikeId, setBikeId] = useState(preselected ?? '');
  const [missing, setMissing] = useState(false);

  /** The form's submit: refuses without a bike among those offered, else pairs the tag with it. */
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const bike = bikes.data?.bikes.find((untagged) => untagged.id === bikeId);
    if (!bike) {
      setMissing(true);
      return;
    }
    setMissing(false);
    associate.mutate({ tagUid, bikeId: bike.id }, { onSuccess: (tag) => onPaired(tag, bike), onError: onFailed });
  };

  /** The tag joins the account without a bike. */
  const accountOnly = () => associate.mutate({ tagUid }, { onSuccess: (tag) => onPaired(tag, null), onError: onFailed });

  return { bikes, associate, bikeId, setBikeId, missing, submit, accountOnly };
}
