import { formsPlaceKind, formsPlaces } from '@/lib/security/formsPlaces';

describe('formsPlaces', () => {
  it('gives one client a quarter of the leads’ places, the others the rest, then none', () => {
    const places = formsPlaces(8);
    const a = [places.take('leads', 'a'), places.take('leads', 'a')];
    expect(a.every(Boolean)).toBe(true);
    expect(places.take('leads', 'a')).toBeNull();
    const others = ['b', 'b', 'c', 'c', 'd', 'd'].map((client) => places.take('leads', client));
    expect(others.every(Boolean)).toBe(true);
    expect(places.take('leads', 'e')).toBeNull();
    // Freeing one (twice: counted once) lets that client in again, and nobody else past the total.
    a[0]!();
    a[0]!();
    expect(places.take('leads', 'e')).not.toBeNull();
    expect(places.take('leads', 'f')).toBeNull();
  });

  it('keeps the beacon’s places apart: beacons left hanging shut no lead out', () => {
    const places = formsPlaces(4);
    for (let i = 0; i < 4; i += 1) expect(places.take('visit', 'a')).not.toBeNull();
    expect(places.take('visit', 'b')).toBeNull();
    expect(places.take('leads', 'b')).not.toBeNull();
  });

  it('gives applications a quarter of the leads’ places, whoever sends them', () => {
    const places = formsPlaces(8);
    expect(places.take('career', 'a')).not.toBeNull();
    expect(places.take('career', 'b')).not.toBeNull();
    expect(places.take('career', 'c')).toBeNull();
    expect(places.take('leads', 'c')).not.toBeNull();
  });

  it('counts an application in any spelling, the beacon in its own only, any other as a lead’s', () => {
    for (const target of [
      '/propulso/career',
      '/propulso//career/',
      '/Propulso/%63areer',
      '/propulso\\career?x',
    ])
      expect(formsPlaceKind(target), target).toBe('career');
    expect(formsPlaceKind('/propulso/visit')).toBe('visit');
    expect(formsPlaceKind('/propulso/visit?x=1')).toBe('visit');
    for (const target of [
      '/propulso/geo',
      '/propulso/./visit',
      '/Propulso/visit',
      '/propulso/visit/',
      '/optin/subscribe',
    ])
      expect(formsPlaceKind(target), target).toBe('leads');
  });

  it('gives a limit of one or two one place a client', () => {
    const places = formsPlaces(2);
    expect(places.take('leads', 'a')).not.toBeNull();
    expect(places.take('leads', 'a')).toBeNull();
    expect(places.take('leads', 'b')).not.toBeNull();
  });
});
