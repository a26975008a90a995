// Full-bleed hero background: the poster <img> paints with the first render (high fetch priority, fixed
// intrinsic size so nothing shifts), and the looping muted video is attached only after load + idle, and
// fades in once it actually plays, so it can never delay first paint or LCP. No `poster` on the <video>:
// the <img> underneath already shows it, and a second copy painted later would become a late LCP candidate.
import { useEffect, useRef, useState } from 'react';
import { facility } from '../../../config/facility';
import { cn } from '../../../lib/cn';
import { afterLoadAndIdle, readHeroVideoContext, shouldPlayHeroVideo } from '../lib/hero-video';

const POSTER_WIDTH = 960;
const POSTER_HEIGHT = 540;

export function HeroBackground() {
  const { heroPoster, heroVideoWebm, heroVideoMp4 } = facility.media;
  const [attachVideo, setAttachVideo] = useState(false);
  const [playing, setPlaying] = useState(false);
  const video = useRef<HTMLVideoElement>(null);

  useEffect(() => {
    if (!shouldPlayHeroVideo(readHeroVideoContext(Boolean(heroVideoWebm || heroVideoMp4)))) return;
    return afterLoadAndIdle(() => setAttachVideo(true));
  }, [heroVideoWebm, heroVideoMp4]);

  // Pause while the hero is scrolled out of view: no decoding work (or battery) for a background nobody sees.
  useEffect(() => {
    const element = video.current;
    if (!attachVideo || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => {
      if (entry?.isIntersecting) element.play().catch(() => {});
      else element.pause();
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [attachVideo]);

  return (
    <div aria-hidden="true" className="absolute inset-0">
      <img
        src={heroPoster}
        alt=""
        width={POSTER_WIDTH}
        height={POSTER_HEIGHT}
        fetchPriority="high"
        decoding="async"
        className="absolute inset-0 size-full object-cover"
      />
      {attachVideo ? (
        <video
          ref={video}
          data-testid="hero-video"
          className={cn(
            'absolute inset-0 size-full object-cover transition-opacity duration-700',
            playing ? 'opacity-100' : 'opacity-0',
          )}
          autoPlay
          muted
          loop
          playsInline
          preload="auto"
          onPlaying={() => setPlaying(true)}
          width={POSTER_WIDTH}
          height={POSTER_HEIGHT}
        >
          {heroVideoWebm ? <source src={heroVideoWebm} type="video/webm" /> : null}
          {heroVideoMp4 ? <source src={heroVideoMp4} type="video/mp4" /> : null}
        </video>
      ) : null}
    </div>
  );
}
