import type { ReadingPhrases } from './reading-phrases.types';

/** Turkish demo readings: the reader is "sen"; sign names take their suffixes through "burcu" or the prepared forms. */
export const READING_PHRASES_TR: ReadingPhrases = {
  period: {
    daily: { when: 'bugün', When: 'Bugün', of: 'günün' },
    weekly: { when: 'bu hafta', When: 'Bu hafta', of: 'haftanın' },
    monthly: { when: 'bu ay', When: 'Bu ay', of: 'ayın' },
    yearly: { when: 'bu yıl', When: 'Bu yıl', of: 'yılın' },
  },
  bodyThemes: {
    mercury: 'iletişim, yazışmalar ve kısa yolculuklar',
    venus: 'aşk, güzellik ve para',
    mars: 'enerji, cesaret ve yeni girişimler',
  },
  opening: {
    daily: [
      'Sevgili {sign}, güne her zamankinden biraz daha uyanık başlıyorsun; küçük ayrıntılar bugün sana büyük ipuçları veriyor.',
      '{sign} burcu için bugün, yarım kalmış bir işi toparlamaya ve zihnini boşaltmaya çok uygun bir gün.',
      'Yönetici gezegenin {ruler} bugün sana içgüdülerine güvenmeni fısıldıyor, sevgili {sign}.',
      'Güne ağır bir tempoyla başlasan da öğleden sonra işler hızlanıyor, sevgili {sign}.',
      '{rulerGen} etkisi bugün sesini ve kararlılığını öne çıkarıyor; {sign} burcu olarak söz alma sırası sende.',
      'Bugün çevrendekilerin sana her zamankinden çok danıştığını fark edebilirsin, sevgili {sign}.',
      'Sevgili {sign}, bugün planlarını esnek tutmak sana hiç beklemediğin bir kapı açabilir.',
    ],
    weekly: [
      'Sevgili {sign}, yeni hafta nefes aldıran bir başlangıçla geliyor; ilk günlerde önceliklerini netleştirmen haftanın geri kalanını kolaylaştıracak.',
      '{sign} burcu için bu hafta, ertelenen konuşmaların ve kararların sırası geliyor.',
      'Yönetici gezegenin {ruler} bu hafta seni hem cesaretlendiriyor hem de acele etmemen için uyarıyor, sevgili {sign}.',
      'Bu hafta temponu kendin belirlemek istiyorsun, sevgili {sign}; başkalarının gündemine kapılmadan ilerlemek sana iyi gelecek.',
      'Haftanın ilk yarısı hareketli, ikinci yarısı daha sakin geçiyor; {sign} burcu olarak enerjini buna göre paylaştır.',
      '{rulerGen} desteğiyle bu hafta kendini her zamankinden daha net ifade ediyorsun, sevgili {sign}.',
    ],
    monthly: [
      'Sevgili {sign}, bu ay hayatının birkaç alanında aynı anda yenilenme ihtiyacı hissediyorsun.',
      '{sign} burcu için bu ay, uzun zamandır kafanda olan bir planı gerçeğe dökme fırsatı sunuyor.',
      'Yönetici gezegenin {ruler} bu ay sana sabrın ve doğru zamanlamanın değerini hatırlatıyor, sevgili {sign}.',
      'Ayın ilk haftaları toparlanmaya, son haftaları ise harekete geçmeye daha uygun, sevgili {sign}.',
      'Bu ay ilişkilerin, işin ve kendine ayırdığın zaman arasında yeni bir denge kuruyorsun, sevgili {sign}.',
      '{rulerGen} etkisiyle bu ay iç sesin daha net duyuluyor; {sign} burcu olarak ona kulak vermenin tam zamanı.',
    ],
    yearly: [
      'Sevgili {sign}, bu yıl sağlam temeller atacağın, geriye dönüp baktığında "iyi ki" diyeceğin bir dönem.',
      '{sign} burcu için bu yıl, eski alışkanlıkları bırakıp yeni bir sayfa açma yılı.',
      'Yönetici gezegenin {ruler} bu yıl sana kendi yolunu çizme cesareti veriyor, sevgili {sign}.',
      'Bu yıl hem içsel hem de dışsal olarak büyüyeceğin bir döngünün kapısı aralanıyor, sevgili {sign}.',
      'Yılın ilk yarısı ekme, ikinci yarısı hasat zamanı gibi; {sign} burcu olarak sabırla ilerlersen emeğinin karşılığını alacaksın.',
      '{rulerGen} rehberliğinde bu yıl önceliklerini yeniden sıralıyor, hayatını sana gerçekten iyi gelen şeylerin etrafında düzenliyorsun.',
    ],
  },
  sky: {
    daily: {
      new: [
        'Ay bugün {moonIn} ve yeniaya çok yakın: niyet belirlemek, küçük de olsa yeni bir başlangıç yapmak için güzel bir gün.',
        'Yeniay dönemindeki Ay {moonIn} ilerliyor; gökyüzü sessiz ama tohum ekmek için verimli.',
        '{moonIn} ilerleyen Ay henüz görünmüyor bile; içine dönüp ne istediğini netleştirmek için zamanın var.',
      ],
      waxing: [
        'Ay bugün {moonIn} ve büyüyor: başlattığın işlere ivme kazandırmak için enerjin yüksek.',
        'Büyüyen Ay {moonIn} ilerlerken emek verdiğin konularda somut ilerleme görmeye başlıyorsun.',
        '{moonIn} büyüyen Ay, cesur adımlara ve görünür olmaya destek veriyor.',
      ],
      full: [
        'Ay bugün {moonIn} dolunay ışığında: duygular yoğun, bazı gerçekler apaçık ortada.',
        'Dolunaya ulaşan Ay {moonIn}; tamamlanan bir sürecin sonucunu görmeye hazırlan.',
        '{moonIn} parlayan dolunay, içinde biriktirdiklerini dile getirmen için seni yüreklendiriyor.',
      ],
      waning: [
        'Ay bugün {moonIn} ve küçülüyor: gereksiz yükleri bırakmak, düzenlemek ve arınmak için uygun bir gün.',
        'Küçülen Ay {moonIn} ilerlerken yeni işlere girişmek yerine elindekileri tamamlamaya odaklan.',
        '{moonIn} küçülen Ay, geçmişten kalan bir konuyu kapatmana yardım ediyor.',
      ],
    },
    weekly: {
      direct: [
        '{Body} bu hafta {bodyIn} ilerliyor ve {bodyTheme} konularını öne çıkarıyor.',
        'Haftanın gökyüzünde {Body} {bodyIn}: {bodyTheme} alanında yeni bir bakış açısı kazanıyorsun.',
        '{bodyIn} ilerleyen {Body}, {bodyTheme} konusunda haftanın tonunu belirliyor.',
      ],
      retrograde: [
        '{Body} bu hafta {bodyIn} geri hareket ediyor: {bodyTheme} konusunda eski meseleler yeniden gündeme gelebilir.',
        '{bodyIn} retro hareketteki {Body}, {bodyTheme} alanında acele etmek yerine gözden geçirmeni istiyor.',
        'Geri hareketteki {Body} {bodyIn}; {bodyTheme} konusunda imzalardan ve ani kararlardan önce iki kez düşün.',
      ],
    },
    monthly: {
      fullMoon: [
        'Ayın en parlak anı {date} tarihindeki dolunay: Ay {moonIn} dolarken bir konuda sonuca ulaşıyorsun.',
        '{date} tarihinde {moonIn} gerçekleşen dolunay, ayın duygusal doruk noktası olacak.',
        'Takviminde {date} gününü işaretle: {moonIn} gerçekleşen dolunay, emeklerinin karşılığını görünür kılıyor.',
      ],
      ingress: [
        'Güneş {sunDate} tarihinde {sunInto} geçiyor ve ayın ikinci yarısında gündemin değişiyor.',
        '{sunDate} itibarıyla Güneş {sunInto} geçiyor; bu geçiş ayın havasını belirgin biçimde değiştiriyor.',
      ],
    },
    yearly: {
      stays: [
        'Jüpiter yılın büyük bölümünü {jupiterIn}, Satürn ise {saturnIn} geçiriyor: büyüme fırsatlarıyla sorumluluklar el ele.',
        'Şans gezegeni Jüpiter bu yıl {jupiterIn} kalıyor; {saturnIn} bulunan Satürn ise sana disiplinin değerini hatırlatıyor.',
      ],
      moves: [
        'Jüpiter yıla {jupiterIn} başlıyor ve yıl içinde {jupiterInto} geçiyor; şansının yön değiştirdiğini hissedeceğin anlar olacak.',
        'Yıl boyunca Jüpiter {jupiterIn} ilerleyip {jupiterInto} geçerken, {saturnIn} bulunan Satürn hedeflerine ciddiyet katıyor.',
      ],
    },
  },
  relation: {
    same: [
      'Bu yerleşim doğrudan senin burcunda; enerjiyi herkesten önce ve en yoğun sen hissediyorsun.',
      'Gökyüzünün odağı tam da senin burcun: görünürlüğün artıyor, söylediklerin daha çok yankı buluyor.',
    ],
    harmonious: [
      'Bu yerleşim burcunla uyumlu bir açı yapıyor; işler kendi akışında ilerliyor.',
      'Gökyüzü seninle aynı dili konuşuyor: destek gelen yerler çoğalıyor, kapılar daha kolay açılıyor.',
    ],
    tense: [
      'Bu yerleşim burcunla gergin bir açı kuruyor; sabırsızlık ve inat sınavlarına hazırlıklı ol.',
      'Gökyüzü seni biraz zorluyor, ama bu sürtünme sana neyi değiştirmen gerektiğini açıkça gösteriyor.',
    ],
    neutral: [
      'Bu yerleşim burcuna doğrudan dokunmuyor; etkisini daha çok çevrendekiler üzerinden hissedeceksin.',
      'Gökyüzünün sana özel bir mesajı yok gibi görünse de küçük uyumlar, fark edersen büyük fırsatlara dönüşebilir.',
    ],
  },
  element: {
    fire: [
      'Ateş elementinin coşkusu seni ileri itiyor; yalnız başladığın işleri bitirmeye de aynı hevesi ayır.',
      'İçindeki ateş {when} kolay parlıyor: bu enerjiyi tartışmalara değil, üretmeye yönelt.',
      'Cesaretin en büyük sermayen; {when} onu net bir hedefe bağladığında sonuç alıyorsun.',
    ],
    earth: [
      'Toprak elementinin sağduyusu {when} en büyük dayanağın; somut adımlar sana güven veriyor.',
      'Adım adım ilerlemek sıkıcı gelebilir, ama {when} kalıcı olanı inşa eden tam da bu sabır.',
      'Maddi konulardaki gerçekçi bakışın {when} sana belirgin bir avantaj sağlıyor.',
    ],
    air: [
      'Hava elementinin merakı {when} seni yeni insanlara ve fikirlere yöneltiyor.',
      'Zihnin hızlı çalışıyor; {when} aklına gelenleri not etmek onları kaybetmemeni sağlar.',
      'Sohbetler, mesajlar, tesadüfi karşılaşmalar: {when} fırsatlar çoğunlukla kelimelerle geliyor.',
    ],
    water: [
      'Su elementinin sezgileri {when} seni yanıltmıyor; içinden gelen sese güven.',
      'Duyguların derinden akıyor; {when} kendine sakin bir alan açmak sana iyi gelecek.',
      'Başkalarının ruh halini sünger gibi çekebilirsin; {when} sınırlarını nazikçe korumayı unutma.',
    ],
  },
  advice: [
    { only: ['daily'], text: 'Günün sonunda kendine küçük bir ödül vermeyi unutma.' },
    { only: ['daily'], text: 'Akşam saatlerinde sevdiğin biriyle yapacağın kısa bir sohbet moralini yükseltecek.' },
    { only: ['weekly'], text: 'Haftayı kapatırken neyi öğrendiğini not et; bir sonraki adımın orada saklı.' },
    { only: ['weekly'], text: 'Hafta sonunu gerçekten dinlenmeye ayırırsan pazartesiye çok daha güçlü başlarsın.' },
    { only: ['monthly'], text: 'Ay sonunda küçük bir değerlendirme yap: nereden nereye geldiğini görmek seni şaşırtabilir.' },
    { only: ['monthly'], text: 'Bu ay için tek bir hedef seç ve onu her gün göreceğin bir yere yaz.' },
    { only: ['yearly'], text: 'Yıl boyunca büyük resmi gözden kaçırma; her ayın aynı yapbozun bir parçası olduğunu hatırla.' },
    { only: ['yearly'], text: 'Yılın sonunda arkana baktığında, bugün attığın küçük adımların ne kadar önemli olduğunu göreceksin.' },
    'Acele etmeden ama ertelemeden ilerle.',
    'Sezgilerinle mantığını birlikte kullandığında yanılmıyorsun.',
    'Kendine karşı nazik ol; her şeyi kusursuz yapmak zorunda değilsin.',
    'Sana iyi gelmeyen şeylere "hayır" demek {when} sana en çok güç veren şey olacak.',
  ],
  love: [
    'Aşk hayatında {when} duygularını açıkça söylemek, karşındakinin de kalbini açmasını sağlıyor.',
    'İlişkisi olanlar için {when} birlikte plan yapmak bağı güçlendiriyor.',
    'Yalnızsan, {when} bir arkadaş ortamında tanışacağın biri ilgini çekebilir.',
    'Partnerinle aranızdaki küçük bir yanlış anlaşılma {when} sakin bir konuşmayla çözülüyor.',
    'Flört ettiğin biri varsa, {when} ilk adımı senin atman bekleniyor olabilir.',
    'Geçmişten biri aklına gelebilir; o defteri yeniden açmadan önce gerçekten ne istediğini düşün.',
    '{When} romantizm küçük jestlerde saklı: bir mesaj, bir kahve, beklenmedik bir iltifat.',
    'Sevdiklerine ayırdığın zaman {when} ilişkilerin için yapabileceğin en değerli yatırım.',
    'Kıskançlık ya da sahiplenme duyguları ağır basarsa, önce kendi ihtiyacını anlamaya çalış.',
    { only: ['monthly', 'yearly'], text: 'Ciddi bir ilişkiye adım atmak ya da mevcut ilişkini bir üst aşamaya taşımak için zemin hazırlanıyor.' },
  ],
  loveAdvice: [
    'Dinlemek, en az konuşmak kadar önemli.',
    'Beklentilerini içinde tutmak yerine nazikçe dile getir.',
    'Kalbinin sesini duy, ama aklını da masadan kaldırma.',
    'Küçük bir sürpriz, uzun bir açıklamadan daha çok şey anlatabilir.',
    'Kendini sevmeyi ihmal etme; ilişkine de ancak kendin doluyken verebilirsin.',
    'Sabırlı ol: güzel şeyler bazen yavaş gelir.',
  ],
  career: [
    'İş hayatında {when} ayrıntılara gösterdiğin özen fark ediliyor.',
    'Bir toplantıda ya da yazışmada söyleyeceklerin {when} beklediğinden çok daha fazla etki yaratıyor.',
    'Maddi konularda {when} temkinli olmak ve ani harcamalardan kaçınmak sana kazandırır.',
    'Ekip çalışmasında arabulucu rolü {when} sana çok yakışıyor.',
    'Yarım kalmış bir projeyi bitirmek için gereken motivasyon {when} sende fazlasıyla var.',
    'Yeni bir iş fikri ya da ek gelir kapısı {when} aklını kurcalayabilir; araştırmaya başlamak için doğru zaman.',
    'Yöneticilerinle ya da müşterilerinle yapacağın görüşmelerde {when} net ve hazırlıklı ol.',
    'Bütçeni gözden geçirmek {when} içini rahatlatacak.',
    { only: ['monthly', 'yearly'], text: 'Kariyerinde uzun vadeli bir hedef belirleyip onu küçük adımlara bölmek için çok uygun bir dönemdesin.' },
  ],
  careerAdvice: [
    'Önceliklerini sırala ve önce en zor işi bitir.',
    'Söz vermeden önce takvimine bir kez daha bak.',
    'Emeğinin değerini bil ve gerektiğinde bunu açıkça söyle.',
    'Dikkatini dağıtan bildirimleri bir süreliğine kapat.',
    'Yardım istemek zayıflık değil; doğru kişiye sormak sana zaman kazandırır.',
    'Kazandığını harcamadan önce bir kısmını kenara ayır.',
  ],
  health: [
    'Enerjin {when} dalgalı olabilir; kısa molalar seni toparlıyor.',
    'Bedenin {when} hareket istiyor: yürüyüş, esneme ya da sevdiğin bir spor iyi gelecek.',
    'Uyku düzenin {when} ruh halini doğrudan etkiliyor.',
    'Stres omuzlarında ve boynunda birikebilir; sıcak bir duş ve derin nefesler rahatlatır.',
    'Bol su içmek ve öğün atlamamak {when} enerjini dengede tutacak.',
    'Ekran karşısında geçirdiğin süreyi biraz azaltmak zihnini dinlendirecek.',
    'Doğada geçireceğin kısa bir zaman bile {when} sana yeniden güç veriyor.',
    'Kendine ayırdığın sessiz anlar {when} en iyi ilacın.',
  ],
  healthAdvice: [
    'Bedenini dinle; yorgunluk bir uyarıdır.',
    'Akşamları ekranları biraz erken kapatmayı dene.',
    'Günde birkaç dakikalık nefes egzersizi bile fark yaratır.',
    'Hafif ve dengeli beslenmeye özen göster.',
    'Kendini zorlamak yerine kendi ritmini bul.',
    'Ertelediğin bir sağlık kontrolü varsa randevunu al.',
  ],
};
